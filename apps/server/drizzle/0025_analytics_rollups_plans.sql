CREATE TABLE "cohort_movement_months" (
	"cohort_month" date NOT NULL,
	"month" date NOT NULL,
	"accounts" integer NOT NULL,
	"mrr" bigint NOT NULL,
	CONSTRAINT "cohort_movement_months_pkey" PRIMARY KEY("cohort_month","month")
);
--> statement-breakpoint
CREATE TABLE "plan_movement_days" (
	"day" date NOT NULL,
	"plan" "billing_plan" NOT NULL,
	"accounts" integer NOT NULL,
	"mrr" bigint NOT NULL,
	CONSTRAINT "plan_movement_days_pkey" PRIMARY KEY("day","plan")
);
--> statement-breakpoint
ALTER TABLE "subscription_movements" ADD COLUMN "paying_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_refunded_idx" ON "purchases" USING btree ("refunded_at") WHERE "purchases"."refunded_at" is not null;--> statement-breakpoint
-- Backfill (decision 038): each movement brings mrr_after to plan_after and takes mrr_before from plan_before;
-- each adds to its cohort's month; each churn carries when its account last started paying.
INSERT INTO "plan_movement_days" ("day", "plan", "accounts", "mrr")
SELECT "day", "plan", sum("accounts"), sum("mrr")
FROM (
  SELECT ("occurred_at" AT TIME ZONE 'UTC')::date AS "day", "plan_after" AS "plan", ("mrr_after" > 0)::int AS "accounts", "mrr_after"::bigint AS "mrr" FROM "subscription_movements"
  UNION ALL
  SELECT ("occurred_at" AT TIME ZONE 'UTC')::date, "plan_before", -("mrr_before" > 0)::int, -"mrr_before"::bigint FROM "subscription_movements"
) AS "moved"
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "cohort_movement_months" ("cohort_month", "month", "accounts", "mrr")
SELECT "cohort_month", date_trunc('month', "occurred_at" AT TIME ZONE 'UTC')::date,
  sum(CASE WHEN "kind" IN ('new', 'reactivation') THEN 1 WHEN "kind" = 'churn' THEN -1 ELSE 0 END), sum("mrr_after" - "mrr_before")
FROM "subscription_movements" WHERE "cohort_month" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
UPDATE "subscription_movements" AS c SET "paying_since" = (
  SELECT max(s."occurred_at") FROM "subscription_movements" AS s
  WHERE s."account_id" = c."account_id" AND s."kind" IN ('new', 'reactivation') AND s."occurred_at" < c."occurred_at"
)
WHERE c."kind" = 'churn';--> statement-breakpoint
-- After the backfill, so the index holds only the churns' written values.
CREATE INDEX "subscription_movements_paying_since_idx" ON "subscription_movements" USING btree ("paying_since","occurred_at","account_id") WHERE "subscription_movements"."kind" = 'churn';--> statement-breakpoint
ANALYZE "subscription_movements";
