-- One round trip per ledger movement: modules/wallet/ledger.ts postMovement
-- calls this inside the caller's DB transaction. Same guarantees as before, in one statement:
-- 1. an Idempotency-Key already applied by the same initiator → outcome REPLAYED with that
--    movement, nothing moves (the unique index still refuses a concurrent duplicate);
-- 2. the accounts that may not go negative (member wallets, GIFT_HOLDING) are locked FOR UPDATE
--    in id order and checked: one would go below zero → outcome INSUFFICIENT, nothing written;
-- 3. the movement row is inserted, then every balance is updated in lock order — non-negative
--    accounts (id order) first, then the allow-negative system sources (CARD_LOADS, REWARDS,
--    ADJUSTMENTS, id order), whose row lock is taken by that UPDATE only, as late as possible;
--    so every movement locks in the same global order (allow_negative, id) and none can deadlock;
-- 4. the entries are inserted after all locks are held, in leg order, each with its account's
--    balance right after it (so the last entry by id of an account is its balance); the deferred
--    wallet_entries_balanced trigger still checks at commit that they sum to zero.
-- balances: each account's balance right after the movement ({"<account id>": "<cents>"}), so a
-- caller needs no read to answer with the new balance.
CREATE FUNCTION post_movement(
  p_reference text,
  p_type text,
  p_status text,
  p_amount bigint,
  p_memo text,
  p_initiated_by uuid,
  p_related_type text,
  p_related_id uuid,
  p_idempotency_key text,
  p_metadata jsonb,
  p_accounts uuid[],
  p_amounts bigint[]
) RETURNS TABLE (
  outcome text,
  id uuid,
  reference text,
  type text,
  status text,
  amount_cents bigint,
  memo text,
  initiated_by uuid,
  related_type text,
  related_id uuid,
  idempotency_key text,
  metadata jsonb,
  created_at timestamp with time zone,
  balances jsonb
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t wallet_transactions;
  d record;
  v_after bigint;
  v_ids uuid[] := '{}';
  v_before bigint[] := '{}';
  v_known int;
  v_distinct int;
  v_short boolean;
BEGIN
  IF p_idempotency_key IS NOT NULL AND p_initiated_by IS NOT NULL THEN
    SELECT w.* INTO t FROM wallet_transactions w
      WHERE w.initiated_by = p_initiated_by AND w.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'REPLAYED'::text, t.id, t.reference, t.type, t.status, t.amount_cents, t.memo,
        t.initiated_by, t.related_type, t.related_id, t.idempotency_key, t.metadata, t.created_at, NULL::jsonb;
      RETURN;
    END IF;
  END IF;

  PERFORM 1 FROM wallet_accounts a
    WHERE a.id = ANY (p_accounts) AND NOT a.allow_negative
    ORDER BY a.id FOR UPDATE;

  SELECT count(a.id), count(*), coalesce(bool_or(NOT a.allow_negative AND a.balance_cents + s.delta < 0), false)
    INTO v_known, v_distinct, v_short
    FROM (SELECT l.account, sum(l.amount) AS delta FROM unnest(p_accounts, p_amounts) AS l(account, amount)
          GROUP BY l.account) s
    LEFT JOIN wallet_accounts a ON a.id = s.account;
  IF v_known <> v_distinct THEN
    RAISE EXCEPTION 'Unknown wallet account in movement' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF v_short THEN
    RETURN QUERY SELECT 'INSUFFICIENT'::text, NULL::uuid, NULL::text, NULL::text, NULL::text, NULL::bigint,
      NULL::text, NULL::uuid, NULL::text, NULL::uuid, NULL::text, NULL::jsonb, NULL::timestamptz, NULL::jsonb;
    RETURN;
  END IF;

  INSERT INTO wallet_transactions (reference, type, status, amount_cents, memo, initiated_by, related_type,
      related_id, idempotency_key, metadata)
    VALUES (p_reference, p_type, p_status, p_amount, p_memo, p_initiated_by, p_related_type, p_related_id,
      p_idempotency_key, coalesce(p_metadata, '{}'::jsonb))
    RETURNING * INTO t;

  FOR d IN
    SELECT s.account, s.delta FROM (
      SELECT l.account, sum(l.amount) AS delta FROM unnest(p_accounts, p_amounts) AS l(account, amount)
      GROUP BY l.account) s
    JOIN wallet_accounts a ON a.id = s.account
    ORDER BY a.allow_negative, a.id
  LOOP
    UPDATE wallet_accounts a SET balance_cents = a.balance_cents + d.delta, updated_at = now()
      WHERE a.id = d.account RETURNING a.balance_cents INTO v_after;
    v_ids := v_ids || d.account;
    v_before := v_before || (v_after - d.delta);
  END LOOP;

  INSERT INTO wallet_entries (transaction_id, account_id, amount_cents, balance_after_cents)
    SELECT t.id, l.account, l.amount, b.bal + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.ord)
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account, amount, ord)
    JOIN unnest(v_ids, v_before) AS b(account, bal) ON b.account = l.account
    ORDER BY l.ord;

  RETURN QUERY SELECT 'POSTED'::text, t.id, t.reference, t.type, t.status, t.amount_cents, t.memo,
    t.initiated_by, t.related_type, t.related_id, t.idempotency_key, t.metadata, t.created_at,
    (SELECT jsonb_object_agg(b.account, (b.bal + s.delta)::text)
       FROM unnest(v_ids, v_before) AS b(account, bal)
       JOIN (SELECT l.account, sum(l.amount) AS delta FROM unnest(p_accounts, p_amounts) AS l(account, amount)
             GROUP BY l.account) s ON s.account = b.account);
END;
$$;
