-- Group commit for the ledger: movements that arrive together are posted by one statement, in one
-- transaction and one commit (modules/wallet/ledger.ts, MovementBatches). Each movement keeps what
-- post_movement (0011) gives a single one, as if the batch's movements were posted one after the
-- other in the order given: its own Idempotency-Key (already in the ledger, or used by an earlier
-- movement of the batch that posted → REPLAYED with that movement), its own check (a member wallet
-- that would go below zero after the earlier movements → INSUFFICIENT, nothing of it written), its
-- entries with each account's balance right after each leg, and the balances right after it.
--
-- Set-based: the outcomes and balances are worked out in memory under the locks, then the batch's
-- movements, entries and balances are written by one INSERT, one INSERT and one UPDATE — a few
-- statements per batch instead of eight per movement.
--
-- Locks: every account of the batch is locked first, in the order a single movement locks its own (the
-- accounts that may not go negative FOR UPDATE by id, then the allow-negative system sources by id, in
-- the mode their balance UPDATE takes). Two batches, or a batch and a movement inside another
-- transaction, therefore take wallet locks in one global order and cannot deadlock.
--
-- p_movements: a JSON array of movements, each {"reference", "type", "status", "amount", "memo",
-- "initiated_by", "related_type", "related_id", "idempotency_key", "metadata", "accounts": [uuid, …],
-- "amounts": [cents, …]} (legs balanced, checked by the caller and again by the deferred
-- wallet_entries_balanced trigger). Answers one row per movement, in order: ord (its 1-based position)
-- and the columns of post_movement. An error (an unknown account, a duplicate key committed at the same
-- moment by another transaction) fails the whole statement and nothing of the batch is written; the
-- caller then posts the movements one by one so that each gets its own answer.
CREATE FUNCTION post_movements(p_movements jsonb) RETURNS TABLE (
  ord int,
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
) LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
#variable_conflict use_column
DECLARE
  m record;
  i int := 0;
  j int;
  k int;
  v_key text;
  v_short boolean;
  v_b jsonb;
  -- the batch's accounts (id order), their balances as the movements are applied, and allow_negative
  v_acc uuid[];
  v_bal bigint[];
  v_try bigint[];
  v_neg boolean[];
  v_wanted int;
  -- a movement already in the ledger under the key
  v_found uuid;
  -- keys of the batch's movements posted so far, and their position
  v_own_key text[] := '{}';
  v_own_ord int[] := '{}';
  -- per movement, by position: outcome, what a replay answers with, balances after it
  v_outcome text[] := '{}';
  v_replay_id uuid[] := '{}';
  v_replay_ord int[] := '{}';
  v_balances jsonb[] := '{}';
  -- the entries to write, in order: movement position, account, amount, balance after
  v_e_ord int[] := '{}';
  v_e_acc uuid[] := '{}';
  v_e_amt bigint[] := '{}';
  v_e_after bigint[] := '{}';
BEGIN
  SELECT array_agg(DISTINCT x.account::uuid) INTO v_acc
    FROM jsonb_array_elements(p_movements) AS e(movement),
         jsonb_array_elements_text(e.movement -> 'accounts') AS x(account);
  v_wanted := coalesce(array_length(v_acc, 1), 0);
  PERFORM 1 FROM wallet_accounts a
    WHERE a.id = ANY (v_acc) AND NOT a.allow_negative
    ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM wallet_accounts a
    WHERE a.id = ANY (v_acc) AND a.allow_negative
    ORDER BY a.id FOR NO KEY UPDATE;
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance_cents ORDER BY a.id),
         array_agg(a.allow_negative ORDER BY a.id)
    INTO v_acc, v_bal, v_neg
    FROM wallet_accounts a WHERE a.id = ANY (v_acc);
  IF coalesce(array_length(v_acc, 1), 0) <> v_wanted THEN
    RAISE EXCEPTION 'Unknown wallet account in movement' USING ERRCODE = 'foreign_key_violation';
  END IF;

  FOR m IN
    SELECT * FROM jsonb_to_recordset(p_movements)
      AS r(initiated_by uuid, idempotency_key text, accounts uuid[], amounts bigint[])
  LOOP
    i := i + 1;
    v_key := CASE WHEN m.initiated_by IS NOT NULL AND m.idempotency_key IS NOT NULL
                  THEN m.initiated_by::text || '|' || m.idempotency_key END;
    IF v_key IS NOT NULL THEN
      k := array_position(v_own_key, v_key);
      IF k IS NOT NULL THEN
        v_outcome[i] := 'REPLAYED';
        v_replay_ord[i] := v_own_ord[k];
        CONTINUE;
      END IF;
      SELECT w.id INTO v_found FROM wallet_transactions w
        WHERE w.initiated_by = m.initiated_by AND w.idempotency_key = m.idempotency_key;
      IF FOUND THEN
        v_outcome[i] := 'REPLAYED';
        v_replay_id[i] := v_found;
        CONTINUE;
      END IF;
    END IF;

    -- a member wallet (or GIFT_HOLDING) below zero once the whole movement is applied → INSUFFICIENT
    v_try := v_bal;
    FOR j IN 1 .. array_length(m.accounts, 1) LOOP
      k := array_position(v_acc, m.accounts[j]);
      v_try[k] := v_try[k] + m.amounts[j];
    END LOOP;
    v_short := false;
    FOR j IN 1 .. array_length(m.accounts, 1) LOOP
      k := array_position(v_acc, m.accounts[j]);
      IF NOT v_neg[k] AND v_try[k] < 0 THEN
        v_short := true;
      END IF;
    END LOOP;
    IF v_short THEN
      v_outcome[i] := 'INSUFFICIENT';
      CONTINUE;
    END IF;

    -- posted: each leg's entry ends at its account's balance after it; the balances after the movement
    v_b := '{}';
    FOR j IN 1 .. array_length(m.accounts, 1) LOOP
      k := array_position(v_acc, m.accounts[j]);
      v_bal[k] := v_bal[k] + m.amounts[j];
      v_e_ord := v_e_ord || i;
      v_e_acc := v_e_acc || m.accounts[j];
      v_e_amt := v_e_amt || m.amounts[j];
      v_e_after := v_e_after || v_bal[k];
      v_b := v_b || jsonb_build_object(m.accounts[j]::text, v_bal[k]::text);
    END LOOP;
    v_outcome[i] := 'POSTED';
    v_balances[i] := v_b;
    IF v_key IS NOT NULL THEN
      v_own_key := v_own_key || v_key;
      v_own_ord := v_own_ord || i;
    END IF;
  END LOOP;

  RETURN QUERY
  WITH mv AS (
    SELECT o.ord::int AS ord, r.*
      FROM jsonb_array_elements(p_movements) WITH ORDINALITY AS o(movement, ord),
           jsonb_to_record(o.movement) AS r(reference text, type text, status text, amount bigint, memo text,
             initiated_by uuid, related_type text, related_id uuid, idempotency_key text, metadata jsonb)
  ),
  ins AS (
    INSERT INTO wallet_transactions (reference, type, status, amount_cents, memo, initiated_by, related_type,
        related_id, idempotency_key, metadata)
      SELECT mv.reference, mv.type, mv.status, mv.amount, mv.memo, mv.initiated_by, mv.related_type,
             mv.related_id, mv.idempotency_key, coalesce(mv.metadata, '{}'::jsonb)
        FROM mv WHERE v_outcome[mv.ord] = 'POSTED' ORDER BY mv.ord
      RETURNING *
  ),
  posted AS (
    SELECT mv.ord AS at, ins.* FROM ins JOIN mv ON mv.reference = ins.reference
  ),
  entries AS (
    INSERT INTO wallet_entries (transaction_id, account_id, amount_cents, balance_after_cents)
      SELECT p.id, e.account, e.amount, e.after
        FROM unnest(v_e_ord, v_e_acc, v_e_amt, v_e_after) WITH ORDINALITY AS e(at, account, amount, after, n)
        JOIN posted p ON p.at = e.at
       ORDER BY e.n
  ),
  moved AS (
    UPDATE wallet_accounts a SET balance_cents = b.balance, updated_at = now()
      FROM unnest(v_acc, v_bal) AS b(account, balance)
     WHERE a.id = b.account AND b.account = ANY (v_e_acc)
  ),
  answers AS (
    SELECT p.at, p.id, p.reference, p.type, p.status, p.amount_cents, p.memo, p.initiated_by, p.related_type,
           p.related_id, p.idempotency_key, p.metadata, p.created_at
      FROM posted p
    UNION ALL
    SELECT -1, w.id, w.reference, w.type, w.status, w.amount_cents, w.memo, w.initiated_by, w.related_type,
           w.related_id, w.idempotency_key, w.metadata, w.created_at
      FROM wallet_transactions w WHERE w.id = ANY (v_replay_id)
  )
  SELECT o.at, v_outcome[o.at], t.id, t.reference, t.type, t.status, t.amount_cents, t.memo, t.initiated_by,
         t.related_type, t.related_id, t.idempotency_key, t.metadata, t.created_at,
         CASE WHEN v_outcome[o.at] = 'POSTED' THEN v_balances[o.at] END
    FROM generate_series(1, i) AS o(at)
    LEFT JOIN answers t
      ON (v_outcome[o.at] = 'POSTED' AND t.at = o.at)
      OR (v_outcome[o.at] = 'REPLAYED' AND v_replay_ord[o.at] IS NOT NULL AND t.at = v_replay_ord[o.at])
      OR (v_outcome[o.at] = 'REPLAYED' AND t.at = -1 AND t.id = v_replay_id[o.at])
   ORDER BY o.at;
END;
$$;
