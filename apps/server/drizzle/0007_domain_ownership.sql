ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_domain_unique";--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "verification_token" text DEFAULT ('themeport-verify=' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "found_records" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_account_idx" ON "site_domains" USING btree ("domain","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_proven_domain_idx" ON "site_domains" USING btree ("domain") WHERE "site_domains"."proven_at" is not null or "site_domains"."status" = 'active';--> statement-breakpoint
-- Domains that were active before claims needed a TXT proof keep their name (grandfathered): the old
-- unique constraint allowed one claim per name, and another account can still take it over by proof.
UPDATE "site_domains" SET "proven_at" = coalesce("verified_at", now()) WHERE "status" = 'active';
