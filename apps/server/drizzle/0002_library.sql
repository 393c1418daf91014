CREATE TYPE "public"."library_source" AS ENUM('free', 'purchase');--> statement-breakpoint
CREATE TABLE "account_library" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"theme_id" uuid NOT NULL,
	"source" "library_source" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_library_account_theme_key" UNIQUE("account_id","theme_id")
);
--> statement-breakpoint
ALTER TABLE "account_library" ADD CONSTRAINT "account_library_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_library" ADD CONSTRAINT "account_library_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_library_theme_idx" ON "account_library" USING btree ("theme_id");--> statement-breakpoint
ALTER TABLE "theme_reviews" ADD CONSTRAINT "theme_reviews_theme_user_key" UNIQUE("theme_id","user_id");