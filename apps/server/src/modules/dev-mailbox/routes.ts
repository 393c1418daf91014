import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailLogs } from '../../db/schema.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import { publicRoute } from '../../http/access.ts';
import { loopbackOnly } from '../../http/loopback.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, json } from '../../http/schemas.ts';

const ItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  type: z.string(),
});

/** The mailbox holds every reset link, so even in development it answers only this machine. */
const devMailboxOnly = loopbackOnly('The dev mailbox is only available on this machine.');

const listRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  middleware: [publicRoute(), devMailboxOnly],
  tags: ['Dev mailbox'],
  summary: 'Messages in the outbox, newest first (absent in production; loopback connections only)',
  responses: {
    200: json(z.object({ items: z.array(ItemSchema) }), 'The messages'),
    403: json(ErrorSchema, 'LOOPBACK_ONLY: the request did not come from this machine'),
  },
});

const messageRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox/{id}',
  middleware: [publicRoute(), devMailboxOnly],
  tags: ['Dev mailbox'],
  summary: 'One message with its text, HTML and the absolute links in it',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: json(
      ItemSchema.omit({ type: true }).extend({ text: z.string(), html: z.string(), links: z.array(z.string()) }),
      'The message',
    ),
    403: json(ErrorSchema, 'LOOPBACK_ONLY: the request did not come from this machine'),
    404: json(ErrorSchema, 'No such message'),
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Absolute http(s) URLs in the order they appear, each once. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** Registered only outside production (app.ts), so there it is a plain 404; elsewhere loopback only. */
export function registerDevMailbox(app: OpenAPIHono<AppEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    const rows = await db.select().from(emailLogs).orderBy(desc(emailLogs.createdAt), desc(emailLogs.id)).limit(200);
    const items = rows.map((row) => ({
      id: row.id,
      to: row.metadata.to,
      subject: row.metadata.subject,
      createdAt: row.createdAt.toISOString(),
      type: row.type,
    }));
    return c.json({ items }, 200);
  });

  app.openapi(messageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = UUID.test(id) ? await db.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1) : [];
    if (!row) throw new AppError('NOT_FOUND', 404, MESSAGES.notFound);
    return c.json(
      {
        id: row.id,
        to: row.metadata.to,
        subject: row.metadata.subject,
        createdAt: row.createdAt.toISOString(),
        text: row.text,
        html: row.html,
        links: extractLinks(row.text),
      },
      200,
    );
  });
}
