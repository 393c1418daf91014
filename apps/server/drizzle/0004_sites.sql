CREATE TYPE "public"."app_log_category" AS ENUM('deploy', 'remove', 'restore', 'update', 'rebuild', 'hosting', 'repository', 'domain', 'content');--> statement-breakpoint
CREATE TYPE "public"."app_log_level" AS ENUM('info', 'warn', 'error');--> statement-breakpoint
CREATE TYPE "public"."domain_status" AS ENUM('pending', 'active', 'error');--> statement-breakpoint
CREATE TYPE "public"."hosting_provider" AS ENUM('local', 'netlify');--> statement-breakpoint
CREATE TYPE "public"."page_status" AS ENUM('published', 'draft');--> statement-breakpoint
CREATE TYPE "public"."slot_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "app_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"site_id" uuid,
	"user_id" uuid,
	"level" "app_log_level" NOT NULL,
	"category" "app_log_category" NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"site_id" uuid,
	"theme_id" uuid,
	"is_template" boolean DEFAULT false NOT NULL,
	"original_post_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "blog_posts_owner" CHECK (("blog_posts"."is_template" and "blog_posts"."theme_id" is not null and "blog_posts"."site_id" is null) or (not "blog_posts"."is_template" and "blog_posts"."site_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "component_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"site_id" uuid,
	"theme_id" uuid,
	"is_template" boolean DEFAULT false NOT NULL,
	"template_id" uuid,
	"component_type" text NOT NULL,
	"component_name" text NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL,
	"page_path" text NOT NULL,
	"page_id" uuid,
	"location" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "component_instances_owner" CHECK (("component_instances"."is_template" and "component_instances"."theme_id" is not null and "component_instances"."site_id" is null) or (not "component_instances"."is_template" and "component_instances"."site_id" is not null and "component_instances"."account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" "domain_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"required_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"theme_id" uuid,
	"is_template" boolean DEFAULT false NOT NULL,
	"template_page_id" uuid,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"file_path" text,
	"route" text NOT NULL,
	"is_dynamic" boolean DEFAULT false NOT NULL,
	"layout" text,
	"status" "page_status" DEFAULT 'published' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "site_pages_owner" CHECK (("site_pages"."is_template" and "site_pages"."theme_id" is not null and "site_pages"."site_id" is null) or (not "site_pages"."is_template" and "site_pages"."site_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_subscription_id" uuid,
	"theme_id" uuid,
	"slot_number" integer NOT NULL,
	"status" "slot_status" DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"netlify_url" text,
	"github_repo_url" text,
	"hosting" "hosting_provider",
	"provider_site_id" text,
	"content_key" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_theme_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slot_number_positive" CHECK ("sites"."slot_number" > 0),
	CONSTRAINT "sites_active_has_theme" CHECK ("sites"."status" <> 'active' or "sites"."theme_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_original_post_id_blog_posts_id_fk" FOREIGN KEY ("original_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_instances" ADD CONSTRAINT "component_instances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_instances" ADD CONSTRAINT "component_instances_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_instances" ADD CONSTRAINT "component_instances_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_instances" ADD CONSTRAINT "component_instances_template_id_component_instances_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."component_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_instances" ADD CONSTRAINT "component_instances_page_id_site_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."site_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_template_page_id_site_pages_id_fk" FOREIGN KEY ("template_page_id") REFERENCES "public"."site_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_billing_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("billing_subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_removed_theme_id_themes_id_fk" FOREIGN KEY ("removed_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_logs_account_created_idx" ON "app_logs" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_site_idx" ON "blog_posts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "blog_posts_theme_template_idx" ON "blog_posts" USING btree ("theme_id","is_template");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_site_slug" ON "blog_posts" USING btree ("site_id","slug") WHERE "blog_posts"."site_id" is not null and "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "component_instances_site_page_idx" ON "component_instances" USING btree ("site_id","page_path","sort_order");--> statement-breakpoint
CREATE INDEX "component_instances_theme_template_idx" ON "component_instances" USING btree ("theme_id","is_template");--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_domains_next_check_idx" ON "site_domains" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "site_pages_site_idx" ON "site_pages" USING btree ("site_id","sort_order");--> statement-breakpoint
CREATE INDEX "site_pages_theme_template_idx" ON "site_pages" USING btree ("theme_id","is_template");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_account_active_slot" ON "sites" USING btree ("account_id","slot_number") WHERE "sites"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sites_account_idx" ON "sites" USING btree ("account_id","status","slot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_content_key" ON "sites" USING btree ("content_key");