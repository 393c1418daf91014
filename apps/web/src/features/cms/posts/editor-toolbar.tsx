import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading1, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** spec 000 §2 rich-text post editor: headings 1 to 3, bold, italic, lists, link, image. */
export function EditorToolbar({
  editor,
  label,
  onLink,
  onImage,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
  onImage: () => void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/60 px-1.5 py-1"
    >
      <ToolButton label="Heading 1" isActive={active.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <Heading1 />
      </ToolButton>
      <ToolButton label="Heading 2" isActive={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </ToolButton>
      <ToolButton label="Heading 3" isActive={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </ToolButton>
      <Separator />
      <ToolButton label="Bold" isActive={active.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </ToolButton>
      <ToolButton label="Italic" isActive={active.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </ToolButton>
      <Separator />
      <ToolButton label="Bulleted list" isActive={active.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </ToolButton>
      <ToolButton label="Numbered list" isActive={active.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </ToolButton>
      <Separator />
      <ToolButton label="Link" isActive={active.link} onClick={onLink}>
        <Link2 />
      </ToolButton>
      <ToolButton label="Image" onClick={onImage}>
        <ImagePlus />
      </ToolButton>
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}

function ToolButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...(isActive === undefined ? {} : { 'aria-pressed': isActive })}
      // Keeps the editor's selection: a mousedown on the button would otherwise blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-white hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
        isActive && 'bg-white text-foreground shadow-sm ring-1 ring-border',
      )}
    >
      {children}
    </button>
  );
}
