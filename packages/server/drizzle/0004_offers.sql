CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"price_cents" bigint,
	"price_type" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"previous_status" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city" text,
	"province" text,
	"latitude" double precision,
	"longitude" double precision,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"disabled_reason" text
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_status_category_idx" ON "offers" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "offers_user_status_idx" ON "offers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "offers_lat_lng_idx" ON "offers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");