ALTER TABLE "seller_accounts" DROP CONSTRAINT "seller_accounts_user_id_users_id_fk";
