CREATE TABLE "barter_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"offer_id" uuid,
	"offer_title" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "barter_requests_amount_positive" CHECK ("barter_requests"."amount_cents" > 0),
	CONSTRAINT "barter_requests_refund_bounds" CHECK ("barter_requests"."refunded_cents" >= 0 and "barter_requests"."refunded_cents" <= "barter_requests"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "bits_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"card_id" uuid,
	"charge_id" text,
	"failure_code" text,
	"transaction_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bits_loads_amount_positive" CHECK ("bits_loads"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_id" uuid,
	"amount_cents" bigint NOT NULL,
	"message" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"hold_transaction_id" uuid,
	"settle_transaction_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "gifts_amount_positive" CHECK ("gifts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"code" text,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_non_negative" CHECK ("wallet_accounts"."allow_negative" or "wallet_accounts"."balance_cents" >= 0),
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."kind" = 'MEMBER' and "wallet_accounts"."user_id" is not null and "wallet_accounts"."code" is null) or ("wallet_accounts"."kind" = 'SYSTEM' and "wallet_accounts"."user_id" is null and "wallet_accounts"."code" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text,
	"initiated_by" uuid,
	"related_type" text,
	"related_id" uuid,
	"idempotency_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_requests" ADD CONSTRAINT "barter_requests_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bits_loads" ADD CONSTRAINT "bits_loads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bits_loads" ADD CONSTRAINT "bits_loads_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_hold_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_settle_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barter_requests_reference_key" ON "barter_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "barter_requests_seller_idx" ON "barter_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "barter_requests_buyer_idx" ON "barter_requests" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "bits_loads_user_created_idx" ON "bits_loads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bits_loads_status_updated_idx" ON "bits_loads" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bits_loads_idempotency_key" ON "bits_loads" USING btree ("user_id","idempotency_key") WHERE "bits_loads"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_reference_key" ON "gifts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_recipient_email_idx" ON "gifts" USING btree ("recipient_email","status");--> statement-breakpoint
CREATE INDEX "gifts_status_expires_idx" ON "gifts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_key" ON "wallet_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_code_key" ON "wallet_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_key" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_key" ON "wallet_transactions" USING btree ("initiated_by","idempotency_key") WHERE "wallet_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_related_idx" ON "wallet_transactions" USING btree ("related_type","related_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at","id");