import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { notifySiteChanged, notifyThemeChanged, onSiteChanged, onThemeChanged } from './domain-events.ts';

describe('domain events: the one path for "this changed"', () => {
  it('tells every listener, keeps going past one that throws, and stops telling one that unsubscribed', () => {
    const seen: string[] = [];
    const offThrowing = onSiteChanged(() => {
      throw new Error('a listener of its own');
    });
    const offA = onSiteChanged(({ siteId }) => seen.push(`a:${siteId}`));
    const offB = onSiteChanged(({ siteId }) => seen.push(`b:${siteId}`));
    expect(() => notifySiteChanged('site-1')).not.toThrow();
    offB();
    notifySiteChanged('site-2');
    offA();
    offThrowing();
    notifySiteChanged('site-3');
    expect(seen).toEqual(['a:site-1', 'b:site-1', 'a:site-2']);
  });

  it("carries the theme's database and, for a template change, its slug", () => {
    const db = {} as Database;
    const seen: unknown[] = [];
    const off = onThemeChanged((change) => seen.push(change));
    notifyThemeChanged(db);
    notifyThemeChanged(db, 'lumen-portfolio');
    off();
    expect(seen).toEqual([
      { db, slug: undefined },
      { db, slug: 'lumen-portfolio' },
    ]);
  });
});
