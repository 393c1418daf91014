// The demo history counted into the rollups (decision 038) as billing's writers count each row they
// insert: payment_attempt_days per UTC day, purpose, first try or retry, outcome, decline code and
// card brand ('' for none); movement_days per UTC day and kind; plan_movement_days per UTC day and plan;
// cohort_movement_months per cohort and UTC month. Added
// to what the tables hold, in the seed's transaction.
import { sql, type SQL } from 'drizzle-orm';
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

/** PostgreSQL allows 65,535 parameters per statement (8 a row at most). */
const PER_STATEMENT = 5_000;

/** The rows' values, PER_STATEMENT at a time, into `upsert`'s statement. */
async function upsertInChunks(tx: Database, rows: SQL[], upsert: (values: SQL) => SQL): Promise<void> {
  for (let at = 0; at < rows.length; at += PER_STATEMENT)
    await tx.execute(upsert(sql.join(rows.slice(at, at + PER_STATEMENT), sql`, `)));
}

export async function writeAttemptDays(tx: Database, days: AttemptDays): Promise<void> {
  await upsertInChunks(
    tx,
    [...days.values()].map(
      ({ key: [day, purpose, first, outcome, code, brand], attempts, amount }) =>
        sql`(${day}::date, ${purpose}::payment_purpose, ${first}::boolean, ${outcome}::payment_attempt_outcome, ${code}, ${brand}, ${attempts}::int, ${amount}::bigint)`,
    ),
    (values) => sql`insert into payment_attempt_days as d
      (day, purpose, first, outcome, decline_code, card_brand, attempts, amount)
      values ${values}
      on conflict (day, purpose, first, outcome, decline_code, card_brand)
      do update set attempts = d.attempts + excluded.attempts, amount = d.amount + excluded.amount`,
  );
}

type Movement = HistoryRows['movements'][number];

/** movement_days' cells: per UTC day and kind, the movements and the sum of their amounts. */
export type MovementDays = Map<string, { day: string; kind: string; movements: number; delta: number }>;

export function countMovementDays(into: MovementDays, movements: Movement[]): void {
  for (const movement of movements) {
    const day = new Date(movement.occurredAt).toISOString().slice(0, 10);
    const id = `${day} ${movement.kind}`;
    const cell = into.get(id) ?? { day, kind: movement.kind, movements: 0, delta: 0 };
    cell.movements += 1;
    cell.delta += movement.mrrAfter - movement.mrrBefore;
    into.set(id, cell);
  }
}

export async function writeMovementDays(tx: Database, days: MovementDays): Promise<void> {
  await upsertInChunks(
    tx,
    [...days.values()].map(
      ({ day, kind, movements, delta }) =>
        sql`(${day}::date, ${kind}::mrr_movement_kind, ${movements}::int, ${delta}::bigint)`,
    ),
    (values) => sql`insert into movement_days as d (day, kind, movements, delta)
      values ${values}
      on conflict (day, kind) do update set movements = d.movements + excluded.movements, delta = d.delta + excluded.delta`,
  );
}

/** plan_movement_days' cells: per UTC day and plan, the paying accounts and MRR its movements brought less what they took. */
export type PlanDays = Map<string, { day: string; plan: string; accounts: number; mrr: number }>;

export function countPlanDays(into: PlanDays, movements: Movement[]): void {
  const add = (day: string, plan: string, accounts: number, mrr: number) => {
    const id = `${day} ${plan}`;
    const cell = into.get(id) ?? { day, plan, accounts: 0, mrr: 0 };
    cell.accounts += accounts;
    cell.mrr += mrr;
    into.set(id, cell);
  };
  for (const movement of movements) {
    const day = new Date(movement.occurredAt).toISOString().slice(0, 10);
    add(day, movement.planAfter, movement.mrrAfter > 0 ? 1 : 0, movement.mrrAfter);
    add(day, movement.planBefore, movement.mrrBefore > 0 ? -1 : 0, -movement.mrrBefore);
  }
}

export async function writePlanDays(tx: Database, days: PlanDays): Promise<void> {
  await upsertInChunks(
    tx,
    [...days.values()].map(
      ({ day, plan, accounts, mrr }) => sql`(${day}::date, ${plan}::billing_plan, ${accounts}::int, ${mrr}::bigint)`,
    ),
    (values) => sql`insert into plan_movement_days as p (day, plan, accounts, mrr)
      values ${values}
      on conflict (day, plan) do update set accounts = p.accounts + excluded.accounts, mrr = p.mrr + excluded.mrr`,
  );
}

/** cohort_movement_months' cells: per cohort and UTC month, paying accounts started less churned, and the sum of the amounts. */
export type CohortMonths = Map<string, { cohortMonth: string; month: string; accounts: number; mrr: number }>;

export function countCohortMonths(into: CohortMonths, movements: Movement[]): void {
  for (const movement of movements) {
    if (!movement.cohortMonth) continue;
    const month = `${new Date(movement.occurredAt).toISOString().slice(0, 7)}-01`;
    const id = `${movement.cohortMonth} ${month}`;
    const cell = into.get(id) ?? { cohortMonth: movement.cohortMonth, month, accounts: 0, mrr: 0 };
    cell.accounts +=
      movement.kind === 'churn' ? -1 : movement.kind === 'new' || movement.kind === 'reactivation' ? 1 : 0;
    cell.mrr += movement.mrrAfter - movement.mrrBefore;
    into.set(id, cell);
  }
}

export async function writeCohortMonths(tx: Database, months: CohortMonths): Promise<void> {
  await upsertInChunks(
    tx,
    [...months.values()].map(
      ({ cohortMonth, month, accounts, mrr }) =>
        sql`(${cohortMonth}::date, ${month}::date, ${accounts}::int, ${mrr}::bigint)`,
    ),
    (values) => sql`insert into cohort_movement_months as m (cohort_month, month, accounts, mrr)
      values ${values}
      on conflict (cohort_month, month) do update set accounts = m.accounts + excluded.accounts, mrr = m.mrr + excluded.mrr`,
  );
}
