// The demo history's payment attempts counted into payment_attempt_days (decision 038), as the
// billing writer counts each attempt it inserts: per UTC day, purpose, first try or retry, outcome,
// decline code and card brand ('' for none). Added to what the table holds, in the seed's transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { HistoryRows } from './analytics-history-rows.ts';

type Attempt = HistoryRows['attempts'][number];

export type AttemptDays = Map<string, { key: string[]; attempts: number; amount: number }>;

export function countAttemptDays(into: AttemptDays, attempts: Attempt[]): void {
  for (const attempt of attempts) {
    const key = [
      new Date(attempt.attemptedAt).toISOString().slice(0, 10),
      attempt.purpose,
      String(attempt.attemptNumber === 1),
      attempt.outcome,
      attempt.declineCode ?? '',
      attempt.cardBrand ?? '',
    ];
    const id = key.join('\u0000');
    const cell = into.get(id) ?? { key, attempts: 0, amount: 0 };
    cell.attempts += 1;
    cell.amount += attempt.amount;
    into.set(id, cell);
  }
}

/** PostgreSQL allows 65,535 parameters per statement (8 a row). */
const PER_STATEMENT = 5_000;

export async function writeAttemptDays(tx: Database, days: AttemptDays): Promise<void> {
  const cells = [...days.values()];
  for (let at = 0; at < cells.length; at += PER_STATEMENT) {
    const values = cells
      .slice(at, at + PER_STATEMENT)
      .map(
        ({ key: [day, purpose, first, outcome, code, brand], attempts, amount }) =>
          sql`(${day}::date, ${purpose}::payment_purpose, ${first}::boolean, ${outcome}::payment_attempt_outcome, ${code}, ${brand}, ${attempts}::int, ${amount}::bigint)`,
      );
    await tx.execute(sql`insert into payment_attempt_days as d
      (day, purpose, first, outcome, decline_code, card_brand, attempts, amount)
      values ${sql.join(values, sql`, `)}
      on conflict (day, purpose, first, outcome, decline_code, card_brand)
      do update set attempts = d.attempts + excluded.attempts, amount = d.amount + excluded.amount`);
  }
}
