ALTER TABLE "barter_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner_instance" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "barter_requests_seller_key" ON "barter_requests" USING btree ("seller_id","idempotency_key");