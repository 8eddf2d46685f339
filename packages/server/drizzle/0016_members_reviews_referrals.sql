-- Members, reviews and referrals. Reviews: one per side per SUCCESSFUL barter purchase, with
-- one reply, votes (current + history) and reports. user_review_stats is each member's aggregate over their
-- enabled reviews, kept by the trigger at the end in the same transaction as the change (sorting members by
-- rating reads it; GET /review/summary must always equal the live aggregate). Referrals: invite codes and
-- INVITED → REGISTERED → QUALIFIED → REWARDED | VOID.
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"invitee_email" text,
	"invitee_id" uuid,
	"state" text DEFAULT 'INVITED' NOT NULL,
	"void_reason" text,
	"reward_cents" bigint,
	"reward_transaction_id" uuid,
	"invited_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"qualified_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_state" CHECK ("referrals"."state" in ('INVITED', 'REGISTERED', 'QUALIFIED', 'REWARDED', 'VOID')),
	CONSTRAINT "referrals_rewarded_has_movement" CHECK ("referrals"."state" <> 'REWARDED' or "referrals"."reward_transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_vote_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "review_votes_reaction" CHECK ("review_votes"."reaction" in ('LIKE', 'DISLIKE'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barter_request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"hearts" integer NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"disabled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_hearts_range" CHECK ("reviews"."hearts" between 1 and 5),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."author_id" <> "reviews"."subject_id")
);
--> statement-breakpoint
CREATE TABLE "user_review_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"heart_sum" integer DEFAULT 0 NOT NULL,
	"hearts_1" integer DEFAULT 0 NOT NULL,
	"hearts_2" integer DEFAULT 0 NOT NULL,
	"hearts_3" integer DEFAULT 0 NOT NULL,
	"hearts_4" integer DEFAULT 0 NOT NULL,
	"hearts_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("reward_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote_history" ADD CONSTRAINT "review_vote_history_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote_history" ADD CONSTRAINT "review_vote_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_barter_request_id_barter_requests_id_fk" FOREIGN KEY ("barter_request_id") REFERENCES "public"."barter_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_review_stats" ADD CONSTRAINT "user_review_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invitee_key" ON "referrals" USING btree ("invitee_id") WHERE "referrals"."invitee_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_email_key" ON "referrals" USING btree ("referrer_id","invitee_email") WHERE "referrals"."invitee_email" is not null;--> statement-breakpoint
CREATE INDEX "referrals_referrer_created_idx" ON "referrals" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_state_created_idx" ON "referrals" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_invitee_email_idx" ON "referrals" USING btree ("invitee_email");--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_review_key" ON "review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_vote_history_review_created_idx" ON "review_vote_history" USING btree ("review_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_votes_review_reaction_idx" ON "review_votes" USING btree ("review_id","reaction");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_purchase_author_key" ON "reviews" USING btree ("barter_request_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_created_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author_created_idx" ON "reviews" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_subject_hearts_idx" ON "reviews" USING btree ("subject_id","hearts") WHERE "reviews"."enabled";--> statement-breakpoint
CREATE INDEX "user_review_stats_rating_idx" ON "user_review_stats" USING btree ("heart_sum","review_count");

--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_apply(p_user uuid, p_hearts integer, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_review_stats AS s (user_id, review_count, heart_sum, hearts_1, hearts_2, hearts_3, hearts_4, hearts_5)
  VALUES (p_user, p_sign, p_sign * p_hearts,
          CASE WHEN p_hearts = 1 THEN p_sign ELSE 0 END, CASE WHEN p_hearts = 2 THEN p_sign ELSE 0 END,
          CASE WHEN p_hearts = 3 THEN p_sign ELSE 0 END, CASE WHEN p_hearts = 4 THEN p_sign ELSE 0 END,
          CASE WHEN p_hearts = 5 THEN p_sign ELSE 0 END)
  ON CONFLICT (user_id) DO UPDATE SET
    review_count = s.review_count + excluded.review_count,
    heart_sum = s.heart_sum + excluded.heart_sum,
    hearts_1 = s.hearts_1 + excluded.hearts_1,
    hearts_2 = s.hearts_2 + excluded.hearts_2,
    hearts_3 = s.hearts_3 + excluded.hearts_3,
    hearts_4 = s.hearts_4 + excluded.hearts_4,
    hearts_5 = s.hearts_5 + excluded.hearts_5;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_keep_stats() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.enabled THEN
    PERFORM review_stats_apply(OLD.subject_id, OLD.hearts, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.enabled THEN
    PERFORM review_stats_apply(NEW.subject_id, NEW.hearts, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_keep_stats AFTER INSERT OR DELETE OR UPDATE OF enabled, hearts, subject_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_stats();
