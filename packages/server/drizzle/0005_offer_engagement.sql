CREATE TABLE "offer_calendar_days" (
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_calendar_days_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offer_favourites" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_favourites_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"offer_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "offer_views_offer_id_viewer_id_day_pk" PRIMARY KEY("offer_id","viewer_id","day")
);
--> statement-breakpoint
ALTER TABLE "offer_calendar_days" ADD CONSTRAINT "offer_calendar_days_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_favourites" ADD CONSTRAINT "offer_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_favourites" ADD CONSTRAINT "offer_favourites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_favourites_offer_idx" ON "offer_favourites" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_favourites_user_created_idx" ON "offer_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_photos_offer_hash_key" ON "offer_photos" USING btree ("offer_id","sha256");--> statement-breakpoint
CREATE INDEX "offer_photos_offer_position_idx" ON "offer_photos" USING btree ("offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_reports_offer_reporter_key" ON "offer_reports" USING btree ("offer_id","reporter_id");--> statement-breakpoint
CREATE INDEX "offer_reports_status_created_idx" ON "offer_reports" USING btree ("status","created_at");