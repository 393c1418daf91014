-- Custom migration (decision 029): the sellers' ledger is append-only. Drizzle cannot express a
-- trigger in the schema, so this file is hand-written; keep it when the migrations are regenerated.
CREATE FUNCTION seller_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'seller_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER seller_ledger_no_update_delete BEFORE UPDATE OR DELETE ON seller_ledger
  FOR EACH ROW EXECUTE FUNCTION seller_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER seller_ledger_no_truncate BEFORE TRUNCATE ON seller_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION seller_ledger_append_only();
