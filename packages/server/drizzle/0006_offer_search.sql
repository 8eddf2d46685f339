CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "offers_active_title_trgm_idx" ON "offers" USING gin ("title" gin_trgm_ops) WHERE "offers"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "offers_active_description_fts_idx" ON "offers" USING gin (to_tsvector('english', coalesce("description", ''))) WHERE "offers"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "offers_active_lat_lng_idx" ON "offers" USING btree ("latitude","longitude") WHERE "offers"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "offers_active_published_idx" ON "offers" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "offers_active_price_idx" ON "offers" USING btree ("price_cents","id") WHERE "offers"."status" = 'ACTIVE';