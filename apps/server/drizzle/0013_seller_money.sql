CREATE TYPE "public"."seller_ledger_type" AS ENUM('sale', 'platform_fee', 'refund', 'refund_fee_reversal', 'payout', 'payout_reversal', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."seller_payout_provider" AS ENUM('local', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."seller_payout_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "purchase_refunds" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_refund_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" "seller_payout_provider" DEFAULT 'local' NOT NULL,
	"external_account_id" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" "seller_ledger_type" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"purchase_id" uuid,
	"theme_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payout_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_sign" CHECK (case "seller_ledger"."type"
        when 'sale' then "seller_ledger"."amount_cents" > 0
        when 'platform_fee' then "seller_ledger"."amount_cents" <= 0
        when 'refund' then "seller_ledger"."amount_cents" < 0
        when 'refund_fee_reversal' then "seller_ledger"."amount_cents" >= 0
        when 'payout' then "seller_ledger"."amount_cents" < 0
        when 'payout_reversal' then "seller_ledger"."amount_cents" > 0
        else "seller_ledger"."amount_cents" <> 0 end),
	CONSTRAINT "seller_ledger_links" CHECK (("seller_ledger"."type" in ('sale', 'platform_fee', 'refund', 'refund_fee_reversal')) = ("seller_ledger"."purchase_id" is not null)
        and ("seller_ledger"."type" in ('payout', 'payout_reversal')) = ("seller_ledger"."payout_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "seller_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "seller_payout_status" DEFAULT 'pending' NOT NULL,
	"provider" "seller_payout_provider" NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"reference" text,
	"failure_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "seller_payouts_amount_positive" CHECK ("seller_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_account_theme_key";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_payout_id_seller_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."seller_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD CONSTRAINT "seller_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_occurred_idx" ON "seller_ledger" USING btree ("seller_id","occurred_at");--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_available_idx" ON "seller_ledger" USING btree ("seller_id","available_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_purchase_type_key" ON "seller_ledger" USING btree ("purchase_id","type") WHERE "seller_ledger"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_payout_type_key" ON "seller_ledger" USING btree ("payout_id","type") WHERE "seller_ledger"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "seller_payouts_seller_idx" ON "seller_payouts" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_account_theme_key" ON "purchases" USING btree ("account_id","theme_id") WHERE "purchases"."refunded_at" is null;