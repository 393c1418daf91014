CREATE TYPE "public"."project_status" AS ENUM('active', 'on_hold', 'completed');--> statement-breakpoint
CREATE TYPE "public"."time_entry_status" AS ENUM('pending', 'approved', 'paid');--> statement-breakpoint
CREATE TABLE "developer_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"client_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" "project_status" DEFAULT 'active' NOT NULL,
	"deadline" date,
	"budget_cents" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_projects_name_length" CHECK (char_length("developer_projects"."name") between 1 and 100),
	CONSTRAINT "developer_projects_budget" CHECK ("developer_projects"."budget_cents" between 0 and 100000000),
	CONSTRAINT "developer_projects_progress" CHECK ("developer_projects"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" time_entry_status DEFAULT 'pending' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_hours" CHECK ("time_entries"."hours_hundredths" between 1 and 2400),
	CONSTRAINT "time_entries_rate" CHECK ("time_entries"."rate_cents" between 100 and 100000),
	CONSTRAINT "time_entries_amount" CHECK ("time_entries"."amount_cents" = ("time_entries"."hours_hundredths"::bigint * "time_entries"."rate_cents" + 50) / 100),
	CONSTRAINT "time_entries_description_length" CHECK (char_length("time_entries"."description") <= 500),
	CONSTRAINT "time_entries_status_dates" CHECK (("time_entries"."status" = 'pending') = ("time_entries"."approved_at" is null) and ("time_entries"."status" = 'paid') = ("time_entries"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "developer_projects" ADD CONSTRAINT "developer_projects_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_projects" ADD CONSTRAINT "developer_projects_client_account_id_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_developer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."developer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "developer_projects_developer_idx" ON "developer_projects" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "developer_projects_client_idx" ON "developer_projects" USING btree ("client_account_id");--> statement-breakpoint
CREATE INDEX "time_entries_developer_day_idx" ON "time_entries" USING btree ("developer_id","day");--> statement-breakpoint
CREATE INDEX "time_entries_project_idx" ON "time_entries" USING btree ("project_id","day");