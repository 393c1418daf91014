CREATE TYPE "public"."project_status" AS ENUM('active', 'on_hold', 'completed');--> statement-breakpoint
CREATE TYPE "public"."time_entry_status" AS ENUM('pending', 'approved', 'paid');--> statement-breakpoint
CREATE TYPE "public"."theme_submission_kind" AS ENUM('new', 'resubmission', 'update');--> statement-breakpoint
CREATE TYPE "public"."theme_submission_status" AS ENUM('in_review', 'changes_requested', 'rejected', 'approved');--> statement-breakpoint
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
CREATE TABLE "developer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"website_url" text,
	"payout_country" text NOT NULL,
	"payout_currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "developer_profiles_slug_format" CHECK ("developer_profiles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "developer_profiles_slug_length" CHECK (char_length(slug) between 3 and 40),
	CONSTRAINT "developer_profiles_store_name_length" CHECK (char_length(store_name) between 1 and 60),
	CONSTRAINT "developer_profiles_bio_length" CHECK (char_length(bio) <= 500),
	CONSTRAINT "developer_profiles_payout_country" CHECK ("developer_profiles"."payout_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "developer_profiles_payout_currency" CHECK ("developer_profiles"."payout_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "theme_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"theme_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"kind" "theme_submission_kind" NOT NULL,
	"version" text NOT NULL,
	"changelog" text NOT NULL,
	"status" "theme_submission_status" DEFAULT 'in_review' NOT NULL,
	"checks" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"listing" jsonb NOT NULL,
	"reviewer_id" uuid,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewer_message" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "theme_submissions_reviewed_has_time" CHECK (("theme_submissions"."status" = 'in_review') = ("theme_submissions"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "developer_projects" ADD CONSTRAINT "developer_projects_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_projects" ADD CONSTRAINT "developer_projects_client_account_id_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_developer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."developer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_profiles" ADD CONSTRAINT "developer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "developer_projects_developer_idx" ON "developer_projects" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "developer_projects_client_idx" ON "developer_projects" USING btree ("client_account_id");--> statement-breakpoint
CREATE INDEX "time_entries_developer_day_idx" ON "time_entries" USING btree ("developer_id","day");--> statement-breakpoint
CREATE INDEX "time_entries_project_idx" ON "time_entries" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "theme_submissions_status_idx" ON "theme_submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "theme_submissions_theme_idx" ON "theme_submissions" USING btree ("theme_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "theme_submissions_one_in_review" ON "theme_submissions" USING btree ("theme_id") WHERE "theme_submissions"."status" = 'in_review';