-- A review its author deleted: the purchase cannot be reviewed again by that author. Deleting and
-- posting again would otherwise wipe the other member's reply and the votes the review had.
CREATE TABLE "review_deletions" (
  "barter_request_id" uuid NOT NULL REFERENCES "barter_requests"("id") ON DELETE CASCADE,
  "author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("barter_request_id", "author_id")
);
