ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en-CA', 'fr-CA'));