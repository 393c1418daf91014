import { describe, expect, it } from 'vitest';
import { connectionNote } from './connection-note';

describe('page editor status line', () => {
  it('says Connected once the helper answered, and nothing of a save before one', () => {
    expect(connectionNote({ kind: 'connected', elements: 3 }, null)).toBe(
      'Connected. Click a section to edit it; Alt-click follows a link.',
    );
    expect(connectionNote({ kind: 'connected', elements: 0 }, null)).toBe(
      'Connected. This page has no editable sections.',
    );
    expect(connectionNote({ kind: 'connecting' }, null)).toBe('Connecting to the page...');
  });

  it('says Saved after a save, while the page shows again and once it is back', () => {
    expect(connectionNote({ kind: 'connecting' }, 'saved')).toBe('Saved. Showing the page again...');
    expect(connectionNote({ kind: 'connected', elements: 3 }, 'saved')).toBe(
      'Saved. Click a section to edit it; Alt-click follows a link.',
    );
  });

  it('says Undone after an undo', () => {
    expect(connectionNote({ kind: 'connected', elements: 3 }, 'undone')).toBe(
      'Undone. Click a section to edit it; Alt-click follows a link.',
    );
  });

  it('leaves the preflight failures to the panel', () => {
    expect(connectionNote({ kind: 'no-helper' }, 'saved')).toBeNull();
    expect(connectionNote({ kind: 'load-timeout' }, null)).toBeNull();
  });
});
