DROP INDEX "offers_active_description_fts_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("offers"."description", ''))) STORED;--> statement-breakpoint
CREATE INDEX "offers_active_description_tsv_idx" ON "offers" USING gin ("description_tsv") WHERE "offers"."status" = 'ACTIVE';