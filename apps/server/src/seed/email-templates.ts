import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailTemplates } from '../db/schema.ts';
import { SEED_EMAIL_TEMPLATES } from './data/email-templates.ts';

/**
 * The demo templates, only while there are none: running the seed again adds nothing, and a
 * database whose admins already keep templates is left as it is.
 */
export async function seedEmailTemplates(db: Database, now = Date.now()): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(emailTemplates);
  if ((existing?.total ?? 0) > 0) return 0;
  // One second apart, so that newest first lists them in the order written.
  const rows = SEED_EMAIL_TEMPLATES.map((template, index) => {
    const at = new Date(now - index * 1000);
    return { ...template, createdAt: at, updatedAt: at };
  });
  await db.insert(emailTemplates).values(rows);
  return rows.length;
}
