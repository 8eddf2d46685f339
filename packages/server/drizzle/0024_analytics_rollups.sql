CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"requests_made" integer NOT NULL,
	"requests_made_paid" integer NOT NULL,
	"trades" integer NOT NULL,
	"volume_cents" bigint NOT NULL,
	"refunded_trades" integer NOT NULL,
	"refunded_cents" bigint NOT NULL,
	CONSTRAINT "analytics_daily_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"loads" integer NOT NULL,
	"loaded_cents" bigint NOT NULL,
	"refunded_loads" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_traders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"traded" datemultirange NOT NULL,
	"bought" datemultirange NOT NULL
);
--> statement-breakpoint
CREATE INDEX "barter_requests_updated_idx" ON "barter_requests" USING btree ("updated_at");