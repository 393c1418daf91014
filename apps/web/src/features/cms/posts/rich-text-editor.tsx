import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { editorExtensions } from './markdown';

/** Type for the written text, shared with the read-only view so both look like the live site's prose. */
export const richTextClass = cn(
  'text-[15px] leading-relaxed text-foreground',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:tracking-tight',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_p]:my-2.5 [&_a]:text-primary-strong [&_a]:underline',
  '[&_ul]:my-2.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-0.5',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_code]:font-mono [&_code]:text-[13px]',
  '[&>*:first-child]:mt-0',
);

/**
 * A rich-text field whose value is markdown (spec 000 §2 post editor; also the Components tab's
 * rich-text fields): `value` in, `onChange(markdown)` on each edit. Changing `value` from outside
 * (another post, a saved answer) replaces the text without calling onChange.
 */
export function RichTextEditor({
  accountId,
  value,
  onChange,
  label,
  readOnly = false,
  className,
}: {
  accountId: string;
  value: string;
  onChange: (markdown: string) => void;
  /** The field's name for screen readers ('Post body'). */
  label: string;
  readOnly?: boolean;
  className?: string;
}) {
  const extensions = useMemo(() => editorExtensions(), []);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The markdown the editor holds, so a value that is only our own edit coming back is not set again.
  const current = useRef(value);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  const editor = useEditor({
    extensions,
    content: value,
    contentType: 'markdown',
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: cn(richTextClass, 'min-h-48 px-4 py-3 focus:outline-none'),
      },
    },
    onUpdate: ({ editor: changed }) => {
      // Blank lines at the end (an empty last paragraph) mean nothing in markdown.
      const markdown = changed.getMarkdown().trimEnd();
      current.current = markdown;
      onChangeRef.current(markdown);
    },
  });

  useEffect(() => {
    if (value === current.current) return;
    current.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-input bg-white focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/30',
        className,
      )}
    >
      {readOnly ? null : (
        <EditorToolbar
          editor={editor}
          label={label}
          onLink={() => setDialog('link')}
          onImage={() => setDialog('image')}
        />
      )}
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === 'link'}
        initialHref={dialog === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
        onClose={() => setDialog(null)}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setDialog(null);
        }}
        onApply={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (editor.state.selection.empty && !editor.isActive('link'))
            chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          else chain.setLink({ href }).run();
          setDialog(null);
        }}
      />
      <ImageDialog
        accountId={accountId}
        open={dialog === 'image'}
        onClose={() => setDialog(null)}
        onInsert={(image) => {
          editor.chain().focus().setImage(image).run();
          setDialog(null);
        }}
      />
    </div>
  );
}
