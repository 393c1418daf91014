import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue } from '../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

describe('GET /api/admin/jobs', () => {
  it('shows an admin the failed jobs with their last error, by state and queue', async () => {
    // Another process whose handler of this queue always fails (one attempt: its queue allows one).
    const worker = createJobQueue({ db: t.db });
    worker.handle('domains.check-due', async () => {
      throw new Error('resolver unreachable');
    });
    const id = await enqueue(t.db, 'domains.check-due', {});
    expect(await worker.runDue()).toMatchObject({ failed: 1 });

    const { client } = await signedInClient(t, { role: 'admin' });
    const res = await client.request('/api/admin/jobs?state=failed&queue=domains.check-due');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; state: string; lastError: string }[] };
    expect(items.map((job) => [job.id, job.state])).toEqual([[id, 'failed']]);
    expect(items[0]!.lastError).toContain('resolver unreachable');

    expect((await client.request('/api/admin/jobs?state=completed&queue=domains.check-due')).status).toBe(200);
    const bad = await client.request('/api/admin/jobs?queue=no-such-queue');
    expect(bad.status).toBe(400);
  });

  it('refuses anyone but a platform admin', async () => {
    const { client } = await signedInClient(t);
    expect((await client.request('/api/admin/jobs')).status).toBe(403);
    expect((await t.app.request('/api/admin/jobs')).status).toBe(401);
  });
});
