ALTER TABLE "card_charges" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "card_charges" ADD COLUMN "make_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_payment_ref_key" ON "card_charges" USING btree ("payment_ref") WHERE "card_charges"."payment_ref" is not null;