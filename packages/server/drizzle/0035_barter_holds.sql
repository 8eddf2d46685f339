ALTER TABLE "barter_requests" ADD COLUMN "hold_status" text;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD COLUMN "release_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_release_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("release_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barter_requests_hold_due_idx" ON "barter_requests" USING btree ("release_at") WHERE "barter_requests"."hold_status" = 'HELD';--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_hold_status" CHECK ("barter_requests"."hold_status" is null or ("barter_requests"."hold_status" in ('HELD', 'RELEASED', 'RETURNED', 'DISPUTED') and "barter_requests"."release_at" is not null));--> statement-breakpoint
-- Buyer protection: a barter's payment held between the buyer's PIN and its release to the seller (or its
-- return to the buyer). Real member money: never negative.
INSERT INTO wallet_accounts (kind, code, allow_negative) VALUES ('SYSTEM', 'BARTER_HOLDING', false);
