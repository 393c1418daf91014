CREATE TYPE "public"."theme_submission_kind" AS ENUM('new', 'resubmission', 'update');--> statement-breakpoint
CREATE TYPE "public"."theme_submission_status" AS ENUM('in_review', 'changes_requested', 'rejected', 'approved');--> statement-breakpoint
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
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_submissions" ADD CONSTRAINT "theme_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_submissions_status_idx" ON "theme_submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "theme_submissions_theme_idx" ON "theme_submissions" USING btree ("theme_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "theme_submissions_one_in_review" ON "theme_submissions" USING btree ("theme_id") WHERE "theme_submissions"."status" = 'in_review';