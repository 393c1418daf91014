CREATE INDEX "subscription_movements_churn_idx" ON "subscription_movements" USING btree ("occurred_at","account_id","cause","mrr_before","mrr_after") WHERE "subscription_movements"."kind" = 'churn';--> statement-breakpoint
CREATE INDEX "subscription_movements_starts_idx" ON "subscription_movements" USING btree ("account_id","occurred_at") WHERE "subscription_movements"."kind" in ('new', 'reactivation');--> statement-breakpoint
-- The cohorts group a range of movements by (cohort_month, UTC month): without statistics on the pair the planner expects tens of thousands of groups (a sort that spills, and JIT), for the few dozen there are.
CREATE STATISTICS "subscription_movements_cohort_months" ON "cohort_month", (date_trunc('month', "occurred_at" at time zone 'UTC')) FROM "subscription_movements";--> statement-breakpoint
ANALYZE "subscription_movements";
