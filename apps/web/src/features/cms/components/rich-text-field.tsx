import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// TipTap is loaded only when a form with a rich-text field opens, as the posts editor does.
const RichTextEditor = lazy(() =>
  import('../posts/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich text control of the component form: the posts editor (headings, lists, links, images),
 * holding markdown as the component's content does. The label names the editor for screen readers
 * (a contenteditable cannot be the target of a <label for>).
 */
export function RichTextField({
  accountId,
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  accountId: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-[13px] font-medium">
        {label}
      </span>
      <Suspense fallback={<Skeleton className="h-56 rounded-lg" />}>
        <RichTextEditor accountId={accountId} label={label} value={value} onChange={onChange} readOnly={disabled} />
      </Suspense>
    </div>
  );
}
