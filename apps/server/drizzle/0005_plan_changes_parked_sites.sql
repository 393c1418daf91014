ALTER TABLE "billing_subscriptions" ADD COLUMN "pending_plan" "billing_plan";--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "provider_schedule_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "parked_reason" text;