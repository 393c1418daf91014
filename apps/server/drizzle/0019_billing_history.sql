CREATE TYPE "public"."cancellation_reason" AS ENUM('too_expensive', 'missing_features', 'switched_service', 'not_using', 'technical_issues', 'customer_service', 'other');--> statement-breakpoint
CREATE TYPE "public"."churn_cause" AS ENUM('voluntary', 'dunning_exhausted');--> statement-breakpoint
CREATE TYPE "public"."dunning_state" AS ENUM('open', 'recovered', 'lost');--> statement-breakpoint
CREATE TYPE "public"."mrr_movement_kind" AS ENUM('new', 'expansion', 'contraction', 'churn', 'reactivation');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_outcome" AS ENUM('succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('subscription', 'theme');--> statement-breakpoint
CREATE TABLE "dunning_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"subscription_id" uuid,
	"invoice_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"state" "dunning_state" DEFAULT 'open' NOT NULL,
	"decline_code" text,
	"failed_at" timestamp with time zone NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"invoice_ref" text NOT NULL,
	"subscription_id" uuid,
	"attempt_number" smallint NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"outcome" "payment_attempt_outcome" NOT NULL,
	"decline_code" text,
	"card_brand" text,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid,
	"user_id" uuid,
	"reason" "cancellation_reason",
	"detail" text,
	"mrr" integer NOT NULL,
	"plan" "billing_plan" NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"kind" "mrr_movement_kind" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"mrr_before" integer NOT NULL,
	"mrr_after" integer NOT NULL,
	"plan_before" "billing_plan" NOT NULL,
	"plan_after" "billing_plan" NOT NULL,
	"cause" "churn_cause",
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_movements_changes_mrr" CHECK ("subscription_movements"."mrr_after" <> "subscription_movements"."mrr_before")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_cases_invoice_key" ON "dunning_cases" USING btree ("invoice_ref");--> statement-breakpoint
CREATE INDEX "dunning_cases_failed_idx" ON "dunning_cases" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "dunning_cases_closed_idx" ON "dunning_cases" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "dunning_cases_open_idx" ON "dunning_cases" USING btree ("subscription_id") WHERE "dunning_cases"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_invoice_attempt_key" ON "payment_attempts" USING btree ("invoice_ref","attempt_number");--> statement-breakpoint
CREATE INDEX "payment_attempts_attempted_idx" ON "payment_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_first_idx" ON "payment_attempts" USING btree ("attempted_at") WHERE "payment_attempts"."attempt_number" = 1;--> statement-breakpoint
CREATE INDEX "subscription_cancellations_requested_idx" ON "subscription_cancellations" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "subscription_cancellations_subscription_idx" ON "subscription_cancellations" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_movements_occurred_idx" ON "subscription_movements" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "subscription_movements_account_idx" ON "subscription_movements" USING btree ("account_id","occurred_at");