import type { MeResponse } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { SessionStore } from './session-store';

const me = (email: string) => ({ user: { email } }) as unknown as MeResponse;

/** A /api/me whose answers the test gives out one at a time, in any order. */
function server() {
  const waiting: { resolve: (value: MeResponse | null) => void; reject: (error: unknown) => void }[] = [];
  return {
    fetchMe: () => new Promise<MeResponse | null>((resolve, reject) => waiting.push({ resolve, reject })),
    get asked() {
      return waiting.length;
    },
    answer: (index: number, value: MeResponse | null) => waiting[index]!.resolve(value),
    fail: (index: number) => waiting[index]!.reject(new TypeError('offline')),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionStore', () => {
  it('asks once for readers that arrive together, and tells each subscriber the answer', async () => {
    const api = server();
    const store = new SessionStore(api.fetchMe);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    expect(store.getSnapshot()).toEqual({ status: 'loading' });

    store.ensure();
    store.ensure();
    expect(api.asked).toBe(1);
    api.answer(0, me('a@example.com'));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', me: me('a@example.com') });
    expect(heard).toBe(1);
    // A fresh answer serves the next reader without a request.
    store.ensure();
    expect(api.asked).toBe(1);
  });

  it('starts from the answer the page was rendered with, and asks only when told it is stale', () => {
    const api = server();
    const store = new SessionStore(api.fetchMe, null);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', me: null });
    store.ensure();
    expect(api.asked).toBe(0);
    store.ensure(0);
    expect(api.asked).toBe(1);
  });

  it('keeps an answer set after a request was sent: the late answer does not undo it', async () => {
    const api = server();
    const store = new SessionStore(api.fetchMe, me('old@example.com'));
    void store.refresh();
    store.set(null); // signed out meanwhile
    api.answer(0, me('old@example.com'));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', me: null });
  });

  it('invalidate sends a new request even while one is on its way, and only the newer answer counts', async () => {
    const api = server();
    const store = new SessionStore(api.fetchMe, null);
    void store.refresh();
    const done = store.invalidate();
    expect(api.asked).toBe(2);
    api.answer(1, me('new@example.com'));
    await done;
    api.answer(0, null);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', me: me('new@example.com') });
  });

  it('retries a failed first read once, then shows the error; a later failure keeps the answer shown', async () => {
    const api = server();
    const store = new SessionStore(api.fetchMe);
    const first = store.refresh();
    api.fail(0);
    await settle();
    expect(api.asked).toBe(2);
    api.fail(1);
    await expect(first).rejects.toThrow('offline');
    expect(store.getSnapshot().status).toBe('error');

    store.set(me('a@example.com'));
    const second = store.refresh();
    api.fail(2);
    await settle();
    api.fail(3);
    await expect(second).rejects.toThrow('offline');
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', me: me('a@example.com') });
  });
});
