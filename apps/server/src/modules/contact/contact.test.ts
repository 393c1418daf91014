import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, latestMail, mailsTo, uniqueEmail } from '../../test/auth.ts';
import { createPasswordUser } from '../auth/users.ts';

const enquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  message: 'We run forty brand sites and want one plan for all of them.',
};

const contactRows = async (t: TestApp) =>
  (await t.db.select().from(emailLogs)).filter((row) => row.type === 'contact_sales');

describe('POST /api/contact-sales with no admin yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  });
  afterAll(() => t.close());

  it('sends the enquiry to the sales address (MAIL_FROM when SMTP is set) so it is not lost', async () => {
    expect((await new Client(t).post('/api/contact-sales', enquiry)).status).toBe(201);
    const rows = await contactRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toMatchObject({
      to: 'sales@themeport.dev',
      subject: 'Enterprise enquiry from Grace Hopper',
    });
  });
});

describe('POST /api/contact-sales', () => {
  let t: TestApp;
  let adminEmails: string[];
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
    adminEmails = [];
    for (const label of ['admin', 'admin']) {
      const email = uniqueEmail(label);
      await createPasswordUser(t.db, {
        email,
        password: 'correct-horse',
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'admin',
      });
      adminEmails.push(email);
    }
    await createPasswordUser(t.db, {
      email: uniqueEmail('dev'),
      password: 'correct-horse',
      firstName: 'Dev',
      lastName: 'Eloper',
      role: 'developer',
    });
  });
  afterAll(() => t.close());

  it('answers 201 and e-mails every admin with all fields, replying to the visitor', async () => {
    const res = await new Client(t).post('/api/contact-sales', { ...enquiry, name: '  Grace Hopper  ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const rows = await contactRows(t);
    expect(rows.map((row) => row.metadata.to).sort()).toEqual([...adminEmails].sort());
    for (const admin of adminEmails) {
      const [mail] = await mailsTo(t, admin);
      expect(mail).toMatchObject({
        type: 'contact_sales',
        status: 'sent',
        metadata: { subject: 'Enterprise enquiry from Grace Hopper', replyTo: 'grace@example.com' },
      });
      for (const value of [enquiry.name, enquiry.email, enquiry.company, enquiry.message]) {
        expect(mail!.text).toContain(value);
        expect(mail!.html).toContain(value);
      }
    }
  });

  it('refuses invalid input with 400 and the field messages, sending nothing', async () => {
    const before = (await contactRows(t)).length;
    const res = await new Client(t).post('/api/contact-sales', {
      name: 'G',
      email: 'nope',
      company: 'x'.repeat(101),
      message: 'Hi',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Please enter a valid email address.',
      message: 'Please tell us a little about your needs',
    });
    expect(body.fields.company).toBeDefined();
    expect(await contactRows(t)).toHaveLength(before);
  });

  it('escapes HTML from the visitor in the HTML body', async () => {
    const message = 'Hello <script>alert("x")</script> & <b>bold</b> plans';
    const res = await new Client(t).post('/api/contact-sales', { ...enquiry, name: 'Eve <img src=x>', message });
    expect(res.status).toBe(201);
    const mail = await latestMail(t, adminEmails[0]!);
    expect(mail!.metadata.subject).toBe('Enterprise enquiry from Eve <img src=x>');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img src=x>');
    expect(mail!.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; plans',
    );
    expect(mail!.text).toContain(message);
  });

  it('refuses a cross-origin post with 403', async () => {
    const before = (await contactRows(t)).length;
    const res = await new Client(t).request('/api/contact-sales', {
      json: enquiry,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await contactRows(t)).toHaveLength(before);
  });

  it('answers the fourth quick message from one address with 429 and Retry-After', async () => {
    const client = new Client(t);
    for (const _ of [1, 2, 3]) expect((await client.post('/api/contact-sales', enquiry)).status).toBe(201);
    const before = (await contactRows(t)).length;
    const res = await client.post('/api/contact-sales', enquiry);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await contactRows(t)).toHaveLength(before);
    // Another visitor is not affected.
    expect((await new Client(t).post('/api/contact-sales', enquiry)).status).toBe(201);
  });
});
