import { resolveExtensions, type AnyExtension, type JSONContent } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Markdown, MarkdownManager } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';

// The rich-text editor's document model and its markdown in and out (@tiptap/markdown). Markdown is
// what the server stores and the live site renders; the editor is only a way to write it.

/** Addresses a link may have: the web, mail, the phone, or a path / anchor on the site. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') || value.startsWith('#')) return !value.startsWith('//');
  return /^(https?:\/\/|mailto:|tel:)/i.test(value);
}

/**
 * The extensions without the editor-only Markdown one. Headings keep levels 4 to 6 so markdown that
 * has them survives a save; the toolbar offers 1 to 3 (spec 000 §2). Underline has no markdown, so
 * it is left out (Ctrl+U does nothing rather than write HTML into the post).
 */
export function documentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

/** Everything the editor runs with: the document model plus markdown in and out. */
export function editorExtensions(): AnyExtension[] {
  return [...documentExtensions(), Markdown.configure({ indentation: { style: 'space', size: 2 } })];
}

let manager: MarkdownManager | null = null;
function markdownManager(): MarkdownManager {
  manager ??= new MarkdownManager({ extensions: resolveExtensions(documentExtensions()) });
  return manager;
}

export function markdownToDoc(markdown: string): JSONContent {
  return markdownManager().parse(markdown);
}

export function docToMarkdown(doc: JSONContent): string {
  return markdownManager().serialize(doc);
}

/**
 * The markdown as the editor writes it back ('* item' → '- item', '__b__' → '**b**'), so that
 * "changed since the last save" compares like with like: opening a post changes nothing.
 */
export function normalizeMarkdown(markdown: string): string {
  return docToMarkdown(markdownToDoc(markdown)).trim();
}
