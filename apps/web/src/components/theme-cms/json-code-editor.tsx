import { json } from '@codemirror/lang-json';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

const fromValue = Annotation.define<boolean>();

/**
 * CodeMirror 6 over a JSON text (loaded on demand: only the theme CMS needs it). The text is the
 * parent's: typing reports it, and a new `value` from outside (Format, a save's generated ids)
 * replaces the document.
 */
export default function JsonCodeEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          json(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            // Only what the person typed is reported, not a replacement from `value`.
            const external = update.transactions.some((tr) => tr.annotation(fromValue));
            if (update.docChanged && !external) report.current(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { fontSize: '13px', height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: fromValue.of(true),
      });
  }, [value]);

  return <div ref={host} className="h-[28rem] overflow-hidden rounded-lg border border-border bg-background" />;
}
