import { useId } from 'react';
import { Input } from '@/components/ui/input';

/**
 * An image chosen for a field (component image, favicon, brand image, post image): today its
 * address; the media library's picker and upload take this place (issue 11, Library).
 */
export function ImageField({
  accountId: _accountId,
  label,
  value,
  onChange,
  disabled,
}: {
  accountId: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-medium">
        {label}
      </label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
    </div>
  );
}
