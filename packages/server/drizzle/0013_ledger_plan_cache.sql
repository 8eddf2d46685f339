-- Ledger functions keep their plans. PostgreSQL sessions force custom plans for
-- the offer search (PG_SESSION_SETTINGS in src/db/client.ts), and plpgsql statements follow the
-- session's plan_cache_mode: every movement re-planned each statement of post_movement, while the
-- wallet rows were locked (measured with pgbench on 5 hot wallets: 764 movements/s re-planned,
-- about 1,000/s with plans kept). The ledger's statements have the same shape on every call, so
-- the usual choice (auto: generic plans once they are no worse) is right for them.
ALTER FUNCTION post_movement(text, text, text, bigint, text, uuid, text, uuid, text, jsonb, uuid[], bigint[])
  SET plan_cache_mode = auto;
--> statement-breakpoint
ALTER FUNCTION wallet_entries_balanced() SET plan_cache_mode = auto;
