CREATE TABLE "card_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processor" text NOT NULL,
	"dispute_ref" text NOT NULL,
	"payment_ref" text,
	"charge_ref" text,
	"user_id" uuid,
	"load_id" uuid,
	"amount_cents" bigint NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"debt_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"debt_status" text,
	"reason" text,
	"hold_transaction_id" uuid,
	"close_transaction_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "card_disputes_status" CHECK ("card_disputes"."status" in ('OPEN', 'WON', 'LOST')),
	CONSTRAINT "card_disputes_amounts" CHECK ("card_disputes"."held_cents" >= 0 and "card_disputes"."debt_cents" >= 0 and "card_disputes"."held_cents" + "card_disputes"."debt_cents" <= "card_disputes"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "spending_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_load_id_bits_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."bits_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_hold_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_close_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("close_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_ref_key" ON "card_disputes" USING btree ("processor","dispute_ref");--> statement-breakpoint
CREATE INDEX "card_disputes_user_idx" ON "card_disputes" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "card_disputes_open_idx" ON "card_disputes" USING btree ("opened_at") WHERE "card_disputes"."status" = 'OPEN';--> statement-breakpoint
-- BITS of a disputed card load, held until the member's bank decides. Real member money: never negative.
INSERT INTO wallet_accounts (kind, code, allow_negative) VALUES ('SYSTEM', 'DISPUTE_HOLDING', false);
--> statement-breakpoint
-- A paused member wallet (a card load of theirs disputed, or a lost dispute's debt outstanding) lets no
-- BITS out except by the movements that settle the dispute. Checked here, on every entry that takes BITS
-- out of an account, so every way of spending (barter, gifts, donations, transfers, one movement or a
-- batch) meets the same rule. Only entries that take BITS out call the function (the trigger's WHEN), and
-- its second lookup runs for paused wallets only.
CREATE FUNCTION wallet_entries_spending_paused() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = NEW.account_id AND a.spending_paused)
     AND NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.id = NEW.transaction_id
                     AND t.type IN ('DISPUTE_HOLD', 'DISPUTE_RELEASE', 'CHARGEBACK')) THEN
    RAISE EXCEPTION 'Spending is paused on this wallet' USING ERRCODE = 'BB001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_spending_paused BEFORE INSERT ON wallet_entries
  FOR EACH ROW WHEN (NEW.amount_cents < 0) EXECUTE FUNCTION wallet_entries_spending_paused();
