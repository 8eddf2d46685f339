CREATE TABLE "barter_dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barter_dispute_events_kind" CHECK ("barter_dispute_events"."kind" in ('OPENED', 'ANSWERED', 'RESOLVED'))
);
--> statement-breakpoint
CREATE TABLE "barter_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barter_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"photo_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"seller_answer" text,
	"answered_at" timestamp with time zone,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"seller_cents" bigint,
	"buyer_cents" bigint,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "barter_disputes_status" CHECK ("barter_disputes"."status" in ('OPEN', 'ANSWERED', 'RESOLVED')),
	CONSTRAINT "barter_disputes_reason" CHECK ("barter_disputes"."reason" in ('NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'SERVICE_NOT_DONE', 'OTHER')),
	CONSTRAINT "barter_disputes_photos" CHECK (cardinality("barter_disputes"."photo_upload_ids") <= 3),
	CONSTRAINT "barter_disputes_resolution" CHECK (("barter_disputes"."status" = 'RESOLVED') = ("barter_disputes"."outcome" is not null and "barter_disputes"."seller_cents" is not null and "barter_disputes"."buyer_cents" is not null and "barter_disputes"."resolved_at" is not null)),
	CONSTRAINT "barter_disputes_parts" CHECK ("barter_disputes"."seller_cents" is null or ("barter_disputes"."seller_cents" >= 0 and "barter_disputes"."buyer_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "barter_dispute_events" ADD CONSTRAINT "barter_dispute_events_dispute_id_barter_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."barter_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_dispute_events" ADD CONSTRAINT "barter_dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_disputes" ADD CONSTRAINT "barter_disputes_barter_id_barter_requests_id_fk" FOREIGN KEY ("barter_id") REFERENCES "public"."barter_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_disputes" ADD CONSTRAINT "barter_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barter_dispute_events_dispute_idx" ON "barter_dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "barter_disputes_barter_key" ON "barter_disputes" USING btree ("barter_id");--> statement-breakpoint
CREATE INDEX "barter_disputes_open_idx" ON "barter_disputes" USING btree ("opened_at") WHERE "barter_disputes"."status" <> 'RESOLVED';--> statement-breakpoint
CREATE INDEX "barter_disputes_status_idx" ON "barter_disputes" USING btree ("status","opened_at");