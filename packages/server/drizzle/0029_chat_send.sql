-- A chat message in one round trip (modules/chat/chat.sending.ts sendIn): what a send did in five (begin,
-- the channel's next seq, the checks, the message with the sender's read cursor, commit), with the same
-- rules in the same order.
-- 1. The channel's next seq: `update … returning` takes the channel's row lock, so the sends and the
--    moderation changes of one channel are serialised and seq is gapless.
-- 2. The checks run after it, in statements of their own: each reads what committed before it began,
--    so a ban, a mute, a freeze or a block committed while this send waited for the lock is seen.
--    Refused (in the order the API answers): not a channel; banned from it, or from chat everywhere; not
--    a current member; muted; frozen (an operator of a group may still send); the sender blocked the
--    other member of a one-to-one conversation; that member blocked the sender.
-- 3. The message, and the sender's read cursor moved to it. A (sender, client id) already written
--    (a retry racing its first attempt) is refused as DUPLICATE.
-- A refusal raises `chat_send:<REASON>` (MUTED carries the end of the mute in its detail, epoch
-- milliseconds), so nothing of the send stays: not even its seq. Answers the message's seq, the
-- channel's current members (operators first, then by joining), and the other member of a one-to-one
-- conversation when this message is the first they have not read.
CREATE FUNCTION chat_send(
  p_id uuid,
  p_channel uuid,
  p_sender uuid,
  p_client_id text,
  p_kind text,
  p_text text,
  p_upload uuid,
  p_offer uuid,
  p_at timestamp with time zone
) RETURNS TABLE (seq bigint, recipients uuid[], first_unread_for uuid)
LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
#variable_conflict use_column
DECLARE
  c chat_channels;
  me chat_members;
  v_other uuid;
  v_members uuid[];
  v_other_read bigint;
  v_everywhere boolean;
  v_inserted boolean;
BEGIN
  UPDATE chat_channels SET last_seq = last_seq + 1, last_message_at = p_at, updated_at = p_at
    WHERE id = p_channel RETURNING * INTO c;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'chat_send:NOT_FOUND';
  END IF;
  IF c.kind = 'DIRECT' THEN
    SELECT k.id::uuid INTO v_other
      FROM unnest(string_to_array(c.direct_key, ':')) WITH ORDINALITY AS k(id, n)
     WHERE k.id <> p_sender::text ORDER BY k.n LIMIT 1;
  END IF;

  SELECT b.channel_id IS NULL INTO v_everywhere FROM chat_bans b
   WHERE b.user_id = p_sender AND (b.channel_id = p_channel OR b.channel_id IS NULL)
     AND b.lifted_at IS NULL AND (b.until IS NULL OR b.until > now())
   ORDER BY b.channel_id IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION '%', CASE WHEN v_everywhere THEN 'chat_send:BANNED_EVERYWHERE' ELSE 'chat_send:BANNED' END;
  END IF;

  SELECT array_agg(m.user_id ORDER BY m.is_operator DESC, m.joined_at, m.user_id),
         max(m.read_seq) FILTER (WHERE m.user_id = v_other)
    INTO v_members, v_other_read
    FROM chat_members m WHERE m.channel_id = p_channel AND m.left_at IS NULL;
  SELECT * INTO me FROM chat_members m
   WHERE m.channel_id = p_channel AND m.user_id = p_sender AND m.left_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'chat_send:NOT_FOUND';
  END IF;
  IF me.muted_until IS NOT NULL AND me.muted_until > now() THEN
    RAISE EXCEPTION 'chat_send:MUTED' USING DETAIL = (extract(epoch FROM me.muted_until) * 1000)::bigint::text;
  END IF;
  IF c.frozen AND NOT (c.kind = 'GROUP' AND me.is_operator) THEN
    RAISE EXCEPTION 'chat_send:FROZEN';
  END IF;
  IF v_other IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM chat_blocks b WHERE b.user_id = p_sender AND b.blocked_id = v_other) THEN
      RAISE EXCEPTION 'chat_send:YOU_BLOCKED';
    END IF;
    IF EXISTS (SELECT 1 FROM chat_blocks b WHERE b.user_id = v_other AND b.blocked_id = p_sender) THEN
      RAISE EXCEPTION 'chat_send:BLOCKED';
    END IF;
  END IF;

  WITH m AS (
    INSERT INTO chat_messages (id, channel_id, seq, sender_id, client_id, kind, text, upload_id, offer_id, created_at)
      VALUES (p_id, p_channel, c.last_seq, p_sender, p_client_id, p_kind, p_text, p_upload, p_offer, p_at)
      ON CONFLICT DO NOTHING
      RETURNING 1
  ), r AS (
    UPDATE chat_members cm SET read_seq = greatest(cm.read_seq, c.last_seq)
     WHERE cm.channel_id = p_channel AND cm.user_id = p_sender AND cm.left_at IS NULL AND EXISTS (SELECT 1 FROM m)
  )
  SELECT EXISTS (SELECT 1 FROM m) INTO v_inserted;
  IF NOT v_inserted THEN
    RAISE EXCEPTION 'chat_send:DUPLICATE';
  END IF;

  RETURN QUERY SELECT c.last_seq, v_members,
    CASE WHEN v_other IS NOT NULL AND v_other = ANY (v_members) AND v_other_read >= c.last_seq - 1 THEN v_other END;
END;
$$;
