CREATE TYPE "public"."audit_action_type" AS ENUM('create', 'update', 'delete', 'view', 'export', 'login', 'logout', 'permission_change', 'bulk_action');--> statement-breakpoint
CREATE TYPE "public"."audit_resource_type" AS ENUM('user', 'theme', 'subscription', 'payment', 'review', 'email', 'settings', 'report', 'system', 'account', 'member');--> statement-breakpoint
CREATE TYPE "public"."audit_status" AS ENUM('success', 'failed', 'partial');--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" uuid,
	"admin_email" text NOT NULL,
	"admin_full_name" text,
	"admin_role" text NOT NULL,
	"account_id" uuid,
	"action_type" "audit_action_type" NOT NULL,
	"resource_type" "audit_resource_type" NOT NULL,
	"resource_id" text,
	"resource_name" text,
	"changes" jsonb,
	"ip_address" text,
	"user_agent" text,
	"session_id" text,
	"request_id" text,
	"status" "audit_status" DEFAULT 'success' NOT NULL,
	"error_details" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource_type","resource_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_admin_idx" ON "audit_logs" USING btree ("admin_user_id","timestamp" DESC NULLS LAST);