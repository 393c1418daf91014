CREATE TABLE "movement_days" (
	"day" date NOT NULL,
	"kind" "mrr_movement_kind" NOT NULL,
	"movements" integer NOT NULL,
	"delta" bigint NOT NULL,
	CONSTRAINT "movement_days_pkey" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "payment_attempt_days" (
	"day" date NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"first" boolean NOT NULL,
	"outcome" "payment_attempt_outcome" NOT NULL,
	"decline_code" text DEFAULT '' NOT NULL,
	"card_brand" text DEFAULT '' NOT NULL,
	"attempts" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_attempt_days_pkey" PRIMARY KEY("day","purpose","first","outcome","decline_code","card_brand")
);
--> statement-breakpoint
ALTER TABLE "subscription_movements" ADD COLUMN "cohort_month" date;--> statement-breakpoint
CREATE INDEX "subscription_movements_cohort_idx" ON "subscription_movements" USING btree ("cohort_month","occurred_at");--> statement-breakpoint
-- Backfill (decision 038): the rollups from the rows recorded so far, and each movement's cohort month.
INSERT INTO "payment_attempt_days" ("day", "purpose", "first", "outcome", "decline_code", "card_brand", "attempts", "amount")
SELECT ("attempted_at" AT TIME ZONE 'UTC')::date, "purpose", "attempt_number" = 1, "outcome", coalesce("decline_code", ''), coalesce("card_brand", ''), count(*), sum("amount")
FROM "payment_attempts" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "movement_days" ("day", "kind", "movements", "delta")
SELECT ("occurred_at" AT TIME ZONE 'UTC')::date, "kind", count(*), sum("mrr_after" - "mrr_before")
FROM "subscription_movements" GROUP BY 1, 2;--> statement-breakpoint
UPDATE "subscription_movements" AS m SET "cohort_month" = f."cohort_month"
FROM (SELECT DISTINCT ON ("account_id") "account_id", date_trunc('month', "occurred_at" AT TIME ZONE 'UTC')::date AS "cohort_month"
  FROM "subscription_movements" ORDER BY "account_id", "occurred_at") AS f
WHERE m."account_id" = f."account_id";
