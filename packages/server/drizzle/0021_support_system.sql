CREATE TABLE "admin_roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_email" text,
	"guest_name" text,
	"kind" text NOT NULL,
	"rating" integer,
	"subject" text,
	"message" text NOT NULL,
	"steps" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"screenshot_upload_id" uuid,
	"status" text DEFAULT 'NEW' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"internal_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_sender_check" CHECK (user_id is null or guest_email is null)
);
--> statement-breakpoint
CREATE TABLE "maintenance_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system_down" boolean DEFAULT false NOT NULL,
	"module_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_note" text NOT NULL,
	"locked_by" uuid,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"lockable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_day_query_category_pk" PRIMARY KEY("day","query","category")
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_screenshot_upload_id_uploads_id_fk" FOREIGN KEY ("screenshot_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_locks" ADD CONSTRAINT "maintenance_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_locks" ADD CONSTRAINT "maintenance_locks_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_kind_created_idx" ON "feedback" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_guest_created_idx" ON "feedback" USING btree ("guest_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_locks_active_key" ON "maintenance_locks" USING btree ((true)) WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "admin_roles" ("id", "code", "name", "description") VALUES
  (1, 'SUPER_ADMIN', 'Super admin', 'Everything, including maintenance and admin accounts.'),
  (2, 'MODERATOR', 'Moderator', 'Members, offers, reviews, chat reports and feedback.'),
  (3, 'SUPPORT', 'Support', 'Reads every list and exports it; changes nothing.');--> statement-breakpoint
-- Admins who exist before roles keep everything they could do.
UPDATE "user_profiles" SET "sub_role_id" = 1 WHERE "sub_role_id" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "role_id" = 1);--> statement-breakpoint
INSERT INTO "maintenance_modules" ("id", "name", "description", "position") VALUES
  ('offers', 'Offers', 'Creating, editing and searching offers.', 1),
  ('wallet', 'Wallet', 'Loading BITS, statements and wallet movements.', 2),
  ('barter', 'Barter', 'Barter requests and their decisions.', 3),
  ('gifts', 'Gifts', 'Sending and claiming gifts of BITS.', 4),
  ('reviews', 'Reviews', 'Writing, replying to and voting on reviews.', 5),
  ('chat', 'Chat', 'Conversations and groups.', 6),
  ('members', 'Members', 'Finding members and their profiles.', 7),
  ('referrals', 'Referrals', 'Invitations and referral rewards.', 8),
  ('membership', 'Membership', 'Subscriptions and payment cards.', 9),
  ('feedback', 'Feedback', 'Sending feedback and problem reports.', 10);
