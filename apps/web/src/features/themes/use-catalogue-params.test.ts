import { describe, expect, it } from 'vitest';
import { settleAsks } from './use-catalogue-params';

describe('settleAsks', () => {
  it('keeps the later asks when the render of an earlier one lands after them', () => {
    // Framework, then price asked; the page renders the framework alone before the price.
    const pending = ['framework=nextjs', 'framework=nextjs&pricing=free'];
    expect(settleAsks(pending, 'framework=nextjs')).toEqual(['framework=nextjs&pricing=free']);
  });

  it('settles every ask once the last one is rendered, or skipped to', () => {
    expect(settleAsks(['a=1', 'a=1&b=2'], 'a=1&b=2')).toEqual([]);
    expect(settleAsks(['a=1', 'a=1&b=2', 'a=1&b=2&sort=newest'], 'a=1&b=2&sort=newest')).toEqual([]);
  });

  it('drops the asks when the page renders an address nobody asked for (back, a link)', () => {
    expect(settleAsks(['a=1', 'a=1&b=2'], 'q=zzz')).toEqual([]);
  });

  it('settles up to the latest ask of an address asked twice', () => {
    expect(settleAsks(['a=1', 'a=2', 'a=1'], 'a=1')).toEqual([]);
  });
});
