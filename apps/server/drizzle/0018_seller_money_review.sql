ALTER TABLE "seller_accounts" DROP CONSTRAINT "seller_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_intent_idx" ON "checkout_sessions" USING btree ("payment_intent_id");