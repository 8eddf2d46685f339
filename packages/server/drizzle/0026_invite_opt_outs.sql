-- Addresses that asked not to receive invitations (the link in every invitation e-mail). The address is
-- kept lower-cased and without its +tag, as invitations compare them; no member is linked to it.
CREATE TABLE "invite_opt_outs" (
  "email" text PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
