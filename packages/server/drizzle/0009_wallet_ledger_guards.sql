-- Ledger guards: entries are append-only, and every transaction's entries sum to zero at commit.
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_update_delete BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
CREATE FUNCTION wallet_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM wallet_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % is not balanced (sum %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_entries_balanced();
--> statement-breakpoint
-- System accounts: sources may go negative (they mirror money that came from outside the ledger).
INSERT INTO wallet_accounts (kind, code, allow_negative) VALUES
  ('SYSTEM', 'CARD_LOADS', true),
  ('SYSTEM', 'REWARDS', true),
  ('SYSTEM', 'ADJUSTMENTS', true),
  ('SYSTEM', 'GIFT_HOLDING', false);
