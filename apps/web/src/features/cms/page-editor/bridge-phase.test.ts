import { describe, expect, it } from 'vitest';
import { phaseAfter } from './bridge-phase';

const helper = { helperVersion: '2', expectedVersion: '2', elements: [{}, {}, {}] };

describe('page editor connection phase', () => {
  it('is connected to a page with sections only once the helper is told to edit', () => {
    const connecting = { kind: 'connecting' } as const;
    // The handshake alone: a click now would not open an editor, so the line must not say to click.
    const afterReady = phaseAfter(connecting, { kind: 'ready', via: 'helper' }, helper);
    expect(afterReady).toEqual(connecting);
    const init = { kind: 'sent', message: { type: 'INIT_EDITOR', accountId: 'a' } } as const;
    expect(phaseAfter(afterReady, init, helper)).toEqual({ kind: 'connected', elements: 3 });
  });

  it('is connected at the handshake to a page without sections', () => {
    expect(phaseAfter({ kind: 'connecting' }, { kind: 'ready', via: 'helper' }, { ...helper, elements: [] })).toEqual({
      kind: 'connected',
      elements: 0,
    });
  });

  it('says which helper is missing or out of date', () => {
    expect(phaseAfter({ kind: 'connecting' }, { kind: 'ready', via: 'fallback' }, helper)).toEqual({
      kind: 'no-helper',
    });
    expect(
      phaseAfter({ kind: 'connecting' }, { kind: 'ready', via: 'helper' }, { ...helper, helperVersion: '1' }),
    ).toEqual({ kind: 'version-mismatch', version: '1' });
  });

  it('keeps a failure when the editor is initialised later', () => {
    const init = { kind: 'sent', message: { type: 'INIT_EDITOR', accountId: 'a' } } as const;
    expect(phaseAfter({ kind: 'no-helper' }, init, helper)).toEqual({ kind: 'no-helper' });
  });
});
