import type { BridgePhase } from './bridge-phase';

/** What the editor did last, said until the next interaction (a click on a section, Refresh). */
export type EditorNotice = 'saved' | 'undone' | null;

const NOTICE_WORD = { saved: 'Saved.', undone: 'Undone.' } as const;

/**
 * The panel's status line: where the connection stands, led by 'Saved.' after a save and 'Undone.'
 * after an undo in place of 'Connected.' (the frame reloads after either, so the line says so while
 * it does). Null for the preflight failures, which the panel explains on its own.
 */
export function connectionNote(phase: BridgePhase, notice: EditorNotice): string | null {
  const lead = notice ? NOTICE_WORD[notice] : 'Connected.';
  switch (phase.kind) {
    case 'loading':
      return notice ? `${lead} Loading the page...` : 'Loading the page...';
    case 'connecting':
      return notice ? `${lead} Showing the page again...` : 'Connecting to the page...';
    case 'connected':
      return phase.elements > 0
        ? `${lead} Click a section to edit it; Alt-click follows a link.`
        : `${lead} This page has no editable sections.`;
    default:
      return null;
  }
}
