import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { verificationEmail } from '../../modules/auth/emails.ts';
import { createMailSender } from './index.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
let database: TestDatabase;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

describe('SMTP mail adapter', () => {
  it('delivers a real HTML and text message with the link, and logs it as sent', async () => {
    const sender = createMailSender(
      { smtp: { url: `smtp://127.0.0.1:${port}`, mailFrom: 'Themeport <no-reply@themeport.dev>' } },
      database.db,
    );
    const link =
      'https://themeport.example/api/auth/verify-email?token=abc123&callbackURL=%2Femail-verification%3Fverified%3D1';
    await sender.send(verificationEmail('reader@example.com', 'Reader', link));

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@themeport.dev');
    expect(mail!.to).toEqual(['reader@example.com']);
    const raw = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('Subject: Verify your email address for Themeport');
    expect(raw).toContain('text/html');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('https://themeport.example/api/auth/verify-email?token=abc123');

    const logs = await database.db.select().from(emailLogs);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'verification',
      status: 'sent',
      metadata: { to: 'reader@example.com', templateId: 'verification' },
    });
  });
});
