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
ALTER TABLE "developer_profiles" ADD CONSTRAINT "developer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;