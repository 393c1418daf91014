CREATE TABLE "retired_store_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_store_slugs" ADD CONSTRAINT "retired_store_slugs_user_id_developer_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."developer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_store_slugs_user_idx" ON "retired_store_slugs" USING btree ("user_id");