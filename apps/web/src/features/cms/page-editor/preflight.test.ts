import { describe, expect, it } from 'vitest';
import { preflightProblem } from './preflight';

const context = {
  frameUrl: 'https://shop.example.com/about',
  portalOrigin: 'https://portal.example.com',
  isLocal: false,
};

describe('editor preflight', () => {
  it('says nothing while loading, connecting or connected', () => {
    for (const phase of [{ kind: 'loading' }, { kind: 'connecting' }, { kind: 'connected', elements: 3 }] as const) {
      expect(preflightProblem(phase, context)).toBeNull();
    }
  });

  it('names the helper tag and the framing header when an outside page does not answer', () => {
    const problem = preflightProblem({ kind: 'no-helper' }, context)!;
    expect(problem.title).toBe('The page at https://shop.example.com did not answer the editor.');
    expect(problem.fix).toContain('<script src="https://portal.example.com/site-bridge/helper.js" defer></script>');
    expect(problem.fix).toContain('frame-ancestors https://portal.example.com');
  });

  it('tells an old helper copy from a missing one', () => {
    expect(preflightProblem({ kind: 'version-mismatch', version: '0' }, context)!.title).toContain('version 0');
  });
});
