import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { EMAIL_LOG_TEXT, type AdminEmailLog, type AdminEmailLogList, type EmailTemplate } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo, signedInClient, uniqueEmail } from '../../test/auth.ts';

// spec 001 §2.10, §4: an admin's e-mail is one log row, manual and pending, that the real mail
// adapter moves to sent or failed. `outbox` runs the embedded default (the dev mailbox); `smtp`
// runs the SMTP adapter against an in-process SMTP server that can be told to refuse recipients.

let outbox: TestApp;
let smtp: TestApp;
let server: SMTPServer;
let refuse = false;
/** Per recipient, the status of their log row while the SMTP server was receiving the message. */
const statusDuringDelivery = new Map<string, string | undefined>();
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        void mailsTo(smtp, to[0]!).then((rows) => {
          statusDuringDelivery.set(to[0]!, rows[0]?.status);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  [outbox, smtp] = await Promise.all([
    createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' }),
    createTestApp({
      TRUSTED_PROXY: 'X-Forwarded-For',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Themeport <no-reply@themeport.dev>',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([outbox.close(), smtp.close(), new Promise<void>((resolve) => server.close(() => resolve()))]);
});

const admin = (t: TestApp) => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const auditOf = (t: TestApp, resourceId: string) =>
  t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, resourceId));

describe('Create Email', () => {
  it('logs one manual row that is sent through the outbox, readable in the dev mailbox, audited', async () => {
    const { client, user } = await admin(outbox);
    const to = uniqueEmail('reader');
    const res = await client.post('/api/admin/email-logs', {
      to,
      subject: 'Your site is live',
      body: 'Hello,\n\nYour site <b>is</b> live.',
    });
    expect(res.status).toBe(201);
    const log = (await res.json()) as AdminEmailLog;
    expect(log).toMatchObject({
      type: 'manual',
      status: 'sent',
      error: null,
      metadata: { to, subject: 'Your site is live', body: 'Hello,\n\nYour site <b>is</b> live.', templateId: null },
    });

    const rows = await mailsTo(outbox, to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: log.id, type: 'manual', status: 'sent', text: log.metadata.body });
    expect(rows[0]!.html).toContain('Your site &lt;b&gt;is&lt;/b&gt; live.');
    const mailbox = await outbox.app.request(
      '/api/dev/mailbox',
      {},
      { incoming: { socket: { remoteAddress: '::1' } } },
    );
    const { items } = (await mailbox.json()) as { items: { id: string; to: string }[] };
    expect(items.find((item) => item.to === to)?.id).toBe(log.id);

    const [entry] = await auditOf(outbox, log.id);
    expect(entry).toMatchObject({
      adminUserId: user.id,
      actionType: 'create',
      resourceType: 'email',
      resourceName: `${to}: Your site is live`,
      status: 'success',
      metadata: { to, subject: 'Your site is live', templateId: null },
    });
  });

  it('over SMTP the row is pending while the server receives it, then sent', async () => {
    const { client } = await admin(smtp);
    const to = uniqueEmail('smtp');
    const res = await client.post('/api/admin/email-logs', { to, subject: 'Hello over SMTP', body: 'Plain words.' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as AdminEmailLog).status).toBe('sent');
    expect(statusDuringDelivery.get(to)).toBe('pending');
    const mail = received.find((item) => item.to.includes(to));
    expect(mail?.raw).toContain('Subject: Hello over SMTP');
    expect(mail?.raw).toContain('Plain words.');
    expect((await mailsTo(smtp, to)).map((row) => row.status)).toEqual(['sent']);
  });

  it('a refused delivery is logged failed with the error; Resend sends it, and only a failed one', async () => {
    const { client } = await admin(smtp);
    const to = uniqueEmail('bounce');
    refuse = true;
    const res = await client.post('/api/admin/email-logs', { to, subject: 'Refused', body: 'Try me.' });
    refuse = false;
    expect(res.status).toBe(201);
    const failed = (await res.json()) as AdminEmailLog;
    expect(failed).toMatchObject({ type: 'manual', status: 'failed' });
    expect(failed.error).toContain('Mailbox unavailable');
    expect(await mailsTo(smtp, to)).toHaveLength(1);

    const list = (await (
      await client.request('/api/admin/email-logs?status=failed&type=manual')
    ).json()) as AdminEmailLogList;
    expect(list.items.map((item) => item.id)).toContain(failed.id);
    expect(list.items.every((item) => item.status === 'failed' && item.type === 'manual')).toBe(true);

    const resent = await client.post(`/api/admin/email-logs/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: failed.id, status: 'sent', error: null });
    expect(statusDuringDelivery.get(to)).toBe('pending');
    expect((await mailsTo(smtp, to)).map((row) => row.status)).toEqual(['sent']);
    expect(received.filter((item) => item.to.includes(to))).toHaveLength(1);

    const again = await client.post(`/api/admin/email-logs/${failed.id}/resend`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'EMAIL_NOT_FAILED', error: EMAIL_LOG_TEXT.notFailed });
    const missing = await client.post('/api/admin/email-logs/00000000-0000-4000-8000-000000000000/resend');
    expect(missing.status).toBe(404);
    expect((await client.post('/api/admin/email-logs/nope/resend')).status).toBe(404);

    const entries = await auditOf(smtp, failed.id);
    expect(entries.map((entry) => [entry.actionType, entry.status]).sort()).toEqual([
      ['create', 'success'],
      ['update', 'success'],
    ]);
    expect(entries.find((entry) => entry.actionType === 'update')).toMatchObject({
      changes: { before: { status: 'failed' }, after: { status: 'pending', error: null } },
    });
  });

  it('refuses bad input with 400 and logs nothing', async () => {
    const { client } = await admin(outbox);
    const to = uniqueEmail('invalid');
    const cases: [unknown, string][] = [
      [{ to: 'not-an-email', subject: 'S', body: 'B' }, 'to'],
      [{ to: `${to}, other@example.com`, subject: 'S', body: 'B' }, 'to'],
      [{ to, subject: '  ', body: 'B' }, 'subject'],
      [{ to, subject: 'Two\r\nBcc: x@example.com', body: 'B' }, 'subject'],
      [{ to, subject: 'S', body: '' }, 'body'],
      [{ to, subject: 'S', body: 'x'.repeat(10_001) }, 'body'],
      [{ to, subject: 'S', body: 'B', templateId: 'welcome' }, 'templateId'],
      [{ to, subject: 'S', body: 'B', templateId: '00000000-0000-4000-8000-000000000000' }, 'templateId'],
    ];
    for (const [json, field] of cases) {
      const res = await client.post('/api/admin/email-logs', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields, field).toHaveProperty(field);
    }
    expect(await mailsTo(outbox, to)).toEqual([]);
    expect((await client.request('/api/admin/email-logs?status=lost')).status).toBe(400);
    expect((await client.request('/api/admin/email-logs?pageSize=500')).status).toBe(400);
  });

  it('shows the text of manual e-mails only, newest first, paged', async () => {
    const { client } = await admin(outbox);
    const to = uniqueEmail('paged');
    for (const subject of ['First', 'Second']) await client.post('/api/admin/email-logs', { to, subject, body: 'Hi' });
    // A product mail (a password reset link) keeps its text to itself.
    await outbox.db.insert(emailLogs).values({
      type: 'password_reset',
      status: 'sent',
      metadata: { to, subject: 'Reset', body: 'https://x/reset?token=secret', templateId: 'password_reset' },
    });
    const page = (await (await client.request('/api/admin/email-logs?pageSize=2')).json()) as AdminEmailLogList;
    expect(page.items.map((item) => [item.metadata.subject, item.metadata.body])).toEqual([
      ['Reset', null],
      ['Second', 'Hi'],
    ]);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const next = (await (await client.request('/api/admin/email-logs?pageSize=2&page=2')).json()) as AdminEmailLogList;
    expect(next.items[0]?.metadata.subject).toBe('First');
  });
});

describe('email templates', () => {
  it('are added, listed newest first, edited and deleted, each change audited', async () => {
    const { client } = await admin(outbox);
    const create = (name: string) =>
      client.post('/api/admin/email-templates', { name, subject: `${name} subject`, body: `${name} body` });
    const first = (await (await create('Welcome')).json()) as EmailTemplate;
    const res = await create('Renewal');
    expect(res.status).toBe(201);
    const second = (await res.json()) as EmailTemplate;
    const { templates } = (await (await client.request('/api/admin/email-templates')).json()) as {
      templates: EmailTemplate[];
    };
    expect(templates.map((item) => item.id).slice(0, 2)).toEqual([second.id, first.id]);

    const put = await client.request(`/api/admin/email-templates/${first.id}`, {
      method: 'PUT',
      json: { name: 'Welcome', subject: 'Welcome aboard', body: 'Welcome body' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: first.id, subject: 'Welcome aboard' });

    const to = uniqueEmail('templated');
    const sent = await client.post('/api/admin/email-logs', {
      to,
      subject: 'Welcome aboard',
      body: 'Welcome body',
      templateId: first.id,
    });
    expect(await sent.json()).toMatchObject({ status: 'sent', metadata: { templateId: first.id } });

    expect((await client.request(`/api/admin/email-templates/${first.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.request(`/api/admin/email-templates/${first.id}`, { method: 'DELETE' })).status).toBe(404);

    const entries = await auditOf(outbox, first.id);
    expect(entries.map((entry) => entry.actionType).sort()).toEqual(['create', 'delete', 'update']);
    expect(entries.every((entry) => entry.resourceType === 'email' && entry.status === 'success')).toBe(true);
    expect(entries.find((entry) => entry.actionType === 'update')).toMatchObject({
      resourceName: 'Email template: Welcome',
      changes: { before: { subject: 'Welcome subject' }, after: { subject: 'Welcome aboard' }, fields: ['subject'] },
    });
  });

  it('refuses a missing name, subject or body with 400 and an unknown id with 404', async () => {
    const { client } = await admin(outbox);
    for (const json of [
      { name: '', subject: 'S', body: 'B' },
      { name: 'N', subject: '', body: 'B' },
      { name: 'N', subject: 'S' },
      { name: 'x'.repeat(101), subject: 'S', body: 'B' },
    ]) {
      expect((await client.post('/api/admin/email-templates', json)).status, JSON.stringify(json)).toBe(400);
    }
    const body = { name: 'N', subject: 'S', body: 'B' };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await client.request(`/api/admin/email-templates/${id}`, { method: 'PUT', json: body })).status).toBe(
        404,
      );
    }
  });
});

describe('access', () => {
  it('answers 403 to a client and 401 to nobody, and sends nothing', async () => {
    const { client } = await signedInClient(outbox);
    const to = uniqueEmail('never');
    expect((await client.request('/api/admin/email-logs')).status).toBe(403);
    expect((await client.post('/api/admin/email-logs', { to, subject: 'S', body: 'B' })).status).toBe(403);
    expect((await client.post('/api/admin/email-logs/00000000-0000-4000-8000-000000000000/resend')).status).toBe(403);
    expect((await client.request('/api/admin/email-templates')).status).toBe(403);
    expect((await client.post('/api/admin/email-templates', { name: 'N', subject: 'S', body: 'B' })).status).toBe(403);
    expect((await outbox.app.request('/api/admin/email-logs')).status).toBe(401);
    expect(await mailsTo(outbox, to)).toEqual([]);
  });
});
