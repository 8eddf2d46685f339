CREATE TABLE "match_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_queue" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_queue_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"alert" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "matches_subject_kind_subject_id_offer_id_pk" PRIMARY KEY("subject_kind","subject_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alert" text DEFAULT 'INSTANT' NOT NULL,
	"params" jsonb NOT NULL,
	"q" text,
	"categories" text[],
	"min_cents" bigint,
	"max_cents" bigint,
	"account_type" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision,
	"min_lat" double precision,
	"max_lat" double precision,
	"min_lng" double precision,
	"max_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stems" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english', coalesce("saved_searches"."q", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "want_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"want_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"max_cents" bigint,
	"radius_km" integer NOT NULL,
	"alert" text DEFAULT 'INSTANT' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"previous_status" text,
	"disabled_reason" text,
	"city" text,
	"province" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stems" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english', "wants"."title"))) STORED,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "wants"."title" || ' ' || coalesce("wants"."description", ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "match_stems" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english', "offers"."title" || ' ' || coalesce("offers"."description", '')))) STORED;--> statement-breakpoint
ALTER TABLE "match_digests" ADD CONSTRAINT "match_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "want_reports" ADD CONSTRAINT "want_reports_want_id_wants_id_fk" FOREIGN KEY ("want_id") REFERENCES "public"."wants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "want_reports" ADD CONSTRAINT "want_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "want_reports" ADD CONSTRAINT "want_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wants" ADD CONSTRAINT "wants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_queue_enqueued_idx" ON "match_queue" USING btree ("enqueued_at");--> statement-breakpoint
CREATE INDEX "matches_subject_created_idx" ON "matches" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_offer_idx" ON "matches" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "matches_pending_digest_idx" ON "matches" USING btree ("user_id") WHERE "matches"."notified_at" is null and "matches"."alert" = 'DAILY';--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_stems_idx" ON "saved_searches" USING gin ("stems");--> statement-breakpoint
CREATE UNIQUE INDEX "want_reports_want_reporter_key" ON "want_reports" USING btree ("want_id","reporter_id");--> statement-breakpoint
CREATE INDEX "want_reports_status_idx" ON "want_reports" USING btree ("want_id","status");--> statement-breakpoint
CREATE INDEX "wants_user_status_idx" ON "wants" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wants_active_created_idx" ON "wants" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "wants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "wants_active_lat_lng_idx" ON "wants" USING btree ("latitude","longitude") WHERE "wants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "wants_active_tsv_idx" ON "wants" USING gin ("tsv") WHERE "wants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "wants_active_stems_idx" ON "wants" USING gin ("stems") WHERE "wants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "wants_expires_idx" ON "wants" USING btree ("expires_at") WHERE "wants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "offers_active_match_stems_idx" ON "offers" USING gin ("match_stems") WHERE "offers"."status" = 'ACTIVE';--> statement-breakpoint
-- The areas of wants and saved searches: an offer finds those whose box holds its place through GiST.
CREATE INDEX "wants_active_area_idx" ON "wants" USING gist (box(point("min_lng", "min_lat"), point("max_lng", "max_lat"))) WHERE "status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "saved_searches_area_idx" ON "saved_searches" USING gist (box(point("min_lng", "min_lat"), point("max_lng", "max_lat"))) WHERE "radius_km" IS NOT NULL;--> statement-breakpoint
-- The matching outbox: a listed offer or an active want that changed in a way that may make new matches is
-- queued in the change's own transaction; the matcher takes it once, after the commit.
CREATE FUNCTION enqueue_offer_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ACTIVE' AND (TG_OP = 'INSERT'
      OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.title IS DISTINCT FROM NEW.title
      OR OLD.description IS DISTINCT FROM NEW.description
      OR OLD.category IS DISTINCT FROM NEW.category
      OR OLD.price_cents IS DISTINCT FROM NEW.price_cents
      OR OLD.latitude IS DISTINCT FROM NEW.latitude
      OR OLD.longitude IS DISTINCT FROM NEW.longitude) THEN
    INSERT INTO match_queue (kind, subject_id) VALUES ('OFFER', NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_enqueue_match AFTER INSERT OR UPDATE ON offers FOR EACH ROW EXECUTE FUNCTION enqueue_offer_match();--> statement-breakpoint
CREATE FUNCTION enqueue_want_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ACTIVE' AND (TG_OP = 'INSERT'
      OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.title IS DISTINCT FROM NEW.title
      OR OLD.category IS DISTINCT FROM NEW.category
      OR OLD.max_cents IS DISTINCT FROM NEW.max_cents
      OR OLD.radius_km IS DISTINCT FROM NEW.radius_km
      OR OLD.latitude IS DISTINCT FROM NEW.latitude
      OR OLD.longitude IS DISTINCT FROM NEW.longitude
      OR OLD.expires_at IS DISTINCT FROM NEW.expires_at) THEN
    INSERT INTO match_queue (kind, subject_id) VALUES ('WANT', NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER wants_enqueue_match AFTER INSERT OR UPDATE ON wants FOR EACH ROW EXECUTE FUNCTION enqueue_want_match();
