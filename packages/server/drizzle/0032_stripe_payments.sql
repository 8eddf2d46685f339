CREATE TABLE "processor_customers" (
	"user_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_customers_user_id_processor_pk" PRIMARY KEY("user_id","processor")
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"object_ref" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "bits_loads" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "bits_loads" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processor_events_object_idx" ON "processor_events" USING btree ("object_ref");--> statement-breakpoint
CREATE INDEX "processor_events_unapplied_idx" ON "processor_events" USING btree ("received_at") WHERE "processor_events"."applied_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bits_loads_payment_ref_key" ON "bits_loads" USING btree ("payment_ref") WHERE "bits_loads"."payment_ref" is not null;