CREATE TYPE "public"."theme_framework" AS ENUM('astro', 'nextjs');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected', 'hidden');--> statement-breakpoint
CREATE TABLE "theme_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"theme_id" uuid NOT NULL,
	"user_id" uuid,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewer_avatar_url" text,
	"rating" smallint NOT NULL,
	"review_text" text DEFAULT '' NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_reviews_rating_range" CHECK ("theme_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"preview_url" text,
	"demo_url" text,
	"framework" "theme_framework" NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"version" text DEFAULT '1.0.0' NOT NULL,
	"template_config" jsonb,
	"industry_category" text DEFAULT 'misc' NOT NULL,
	"industry_type" text DEFAULT 'general' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "themes_price_not_negative" CHECK ("themes"."price" >= 0),
	CONSTRAINT "themes_downloads_not_negative" CHECK ("themes"."downloads" >= 0),
	CONSTRAINT "themes_slug_format" CHECK ("themes"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "themes_industry_valid" CHECK (industry_category || '/' || industry_type IN ('technology/saas', 'technology/ai-ml', 'technology/blockchain', 'technology/iot', 'technology/cybersecurity', 'technology/mobile-apps', 'business/consulting', 'business/finance', 'business/real-estate', 'business/legal', 'business/professional-services', 'creative/agency', 'creative/portfolio', 'creative/photography', 'creative/art-design', 'creative/media-entertainment', 'lifestyle/health-wellness', 'lifestyle/fitness', 'lifestyle/food-beverage', 'lifestyle/travel', 'lifestyle/personal-blog', 'education/online-courses', 'education/tutoring', 'education/schools', 'education/training', 'education/educational-resources', 'commerce/retail', 'commerce/fashion', 'commerce/electronics', 'commerce/home-decor', 'commerce/digital-products', 'misc/other', 'misc/general', 'misc/multipurpose'))
);
--> statement-breakpoint
ALTER TABLE "theme_reviews" ADD CONSTRAINT "theme_reviews_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_reviews_theme_status_idx" ON "theme_reviews" USING btree ("theme_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "themes_popular_idx" ON "themes" USING btree ("published","downloads" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "themes_newest_idx" ON "themes" USING btree ("published","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "themes_price_idx" ON "themes" USING btree ("published","price","id");--> statement-breakpoint
CREATE INDEX "themes_industry_idx" ON "themes" USING btree ("industry_category","industry_type");