/**
 * Referral events raised by other modules, each inside THEIR transaction (so a referral's state
 * commits with the event that moved it, or not at all):
 *
 * - `attachReferralAtSignUp` (accounts sign-up) and `attachReferral` (POST /referral/apply-code): the
 *   invitee's account is tied to a referrer by code, or (without a code) by an e-mail invite to the
 *   same address; `users.invited_by` is set and the referral is REGISTERED.
 * - `referralProgress` (onboarding COMPLETED, membership paid) and `referralsAfterBarter` (a barter
 *   accepted): re-checks an open referral of the member as invitee: self-referral → VOID; onboarding
 *   COMPLETED + membership running + a first accepted barter with someone other than the referrer →
 *   QUALIFIED; then the reward is paid, REWARDS → referrer, unless the referrer's monthly cap is
 *   reached (then it stays QUALIFIED).
 *
 * Exactly once: the referral row is locked (SELECT … FOR UPDATE) before it is read, every change is a
 * conditional update on the state read under that lock, and the reward movement carries the
 * idempotency key `referral-reward:<id>` (unique per initiator, the referrer), so a second payment of
 * one referral is impossible even if the state guard were bypassed. The monthly cap is counted under
 * a transaction-scoped advisory lock on the referrer, so two referrals of one referrer qualifying at
 * once cannot both slip under the cap.
 *
 * Hooks never fail the caller's event: they run in a savepoint, and an error rolls back only the
 * referral work (reported through `onError`); the next event re-evaluates.
 */
import { normalizeReferralCode, REFERRAL_VOID_REASONS } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { listedMemberSql, memberAccountSql } from '../members/visibility.ts';
import { notify } from '../notifications/notify.ts';
import { memberAccountId, postMovement, systemAccountId } from '../wallet/ledger.ts';
import { referralNotice } from './notices.ts';

/** A timestamp parameter (ISO text, typed): the same on node-postgres and PGlite. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface ReferralRewardSettings {
  /** Cents per rewarded referral; 0 turns rewards off (referrals then stay QUALIFIED). */
  rewardCents: number;
  /** Rewards per referrer per calendar month (UTC). */
  monthlyCap: number;
}

let settings: ReferralRewardSettings = { rewardCents: 2500, monthlyCap: 10 };
let reportError: (err: unknown, where: string) => void = () => {};

/**
 * The reward rules and the error reporter, set once when the referrals routes are registered (from
 * AppConfig): the hooks are called from modules that do not carry the configuration.
 */
export function configureReferralRewards(
  s: ReferralRewardSettings,
  onError?: (err: unknown, where: string) => void,
): void {
  settings = {
    rewardCents: Math.max(0, Math.trunc(s.rewardCents)),
    monthlyCap: Math.max(0, Math.trunc(s.monthlyCap)),
  };
  if (onError) reportError = onError;
}

export const referralRewardSettings = (): ReferralRewardSettings => settings;

/** The referral work of an event in a savepoint: its failure is reported and rolled back alone. */
async function safely<T>(tx: DbOrTx, where: string, work: (tx: Tx) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction((sp) => work(sp as Tx));
  } catch (err) {
    reportError(err, where);
    return null;
  }
}

/**
 * The comparable form of an address: lower case, the "+tag" of the local part removed, and for
 * Gmail the dots removed (googlemail.com is gmail.com).
 */
export function canonicalEmail(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 1) return e;
  let local = e.slice(0, at).split('+')[0] ?? '';
  let domain = e.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

export interface ReferralRow {
  id: string;
  referrer_id: string;
  invitee_id: string | null;
  invitee_email: string | null;
  state: string;
  reward_transaction_id: string | null;
}

/** The referrer of a code, when it belongs to an existing member account (any status). */
export async function referrerOfCode(db: DbOrTx, code: string): Promise<string | null> {
  const normal = normalizeReferralCode(code);
  if (!normal) return null;
  const [row] = await rowsOf<{ user_id: string }>(
    db,
    sql`select c.user_id from referral_codes c join users u on u.id = c.user_id
         where c.code = ${normal} and ${memberAccountSql()} limit 1`,
  );
  return row?.user_id ?? null;
}

/**
 * Ties a new account to its referrer: by `code` when it names a member (another than the invitee),
 * else by the latest e-mail invite to the address. Sets users.invited_by, moves the referrer's invite
 * to REGISTERED (or creates it REGISTERED for a link), voids other members' invites to the same
 * address, and voids it at once for a self-referral by e-mail. Answers the referrer, or null when
 * nothing applied (no code, unknown code, no invite): sign-up never fails for a stale link.
 */
export async function attachReferral(
  tx: Tx,
  invitee: { id: string; email: string },
  code: string | null | undefined,
  now: Date = new Date(),
): Promise<string | null> {
  const email = invitee.email.trim().toLowerCase();
  let referrerId = code ? await referrerOfCode(tx, code) : null;
  if (referrerId === invitee.id) referrerId = null;
  if (!referrerId) {
    const [invite] = await rowsOf<{ referrer_id: string }>(
      tx,
      sql`select referrer_id from referrals
           where invitee_email = ${email} and state = 'INVITED' and invitee_id is null
             and referrer_id <> ${invitee.id}
           order by invited_at desc nulls last, created_at desc limit 1`,
    );
    referrerId = invite?.referrer_id ?? null;
  }
  if (!referrerId) return null;
  // One referrer per invitee: an account already tied keeps its referrer.
  const [already] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from referrals where invitee_id = ${invitee.id} limit 1`,
  );
  if (already) return null;

  await tx.execute(
    sql`update users set invited_by = ${referrerId}, updated_at = ${ts(now)}
         where id = ${invitee.id} and invited_by is null`,
  );
  const [invited] = await rowsOf<{ id: string }>(
    tx,
    sql`update referrals set state = 'REGISTERED', invitee_id = ${invitee.id}, registered_at = ${ts(now)},
               updated_at = ${ts(now)}
         where referrer_id = ${referrerId} and invitee_email = ${email} and state = 'INVITED'
           and invitee_id is null
         returning id`,
  );
  let referralId = invited?.id ?? null;
  if (!referralId) {
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into referrals (referrer_id, invitee_email, invitee_id, state, registered_at, created_at, updated_at)
          values (${referrerId}, null, ${invitee.id}, 'REGISTERED', ${ts(now)}, ${ts(now)}, ${ts(now)})
          on conflict do nothing
          returning id`,
    );
    referralId = created?.id ?? null;
  }
  if (!referralId) return null;
  // Other members who invited this address: their invite cannot count any more.
  await tx.execute(
    sql`update referrals set state = 'VOID', void_reason = ${REFERRAL_VOID_REASONS.otherReferrer},
               voided_at = ${ts(now)}, updated_at = ${ts(now)}
         where invitee_email = ${email} and state = 'INVITED' and referrer_id <> ${referrerId}`,
  );
  const [referrer] = await rowsOf<{ email: string }>(
    tx,
    sql`select email from users where id = ${referrerId}`,
  );
  if (referrer && canonicalEmail(referrer.email) === canonicalEmail(email)) {
    await voidRow(tx, referralId, ['REGISTERED'], REFERRAL_VOID_REASONS.selfReferral, now);
  }
  return referrerId;
}

/** The sign-up hook: never throws (a stale or unknown code is ignored). */
export async function attachReferralAtSignUp(
  tx: DbOrTx,
  invitee: { id: string; email: string },
  code: string | null | undefined,
): Promise<void> {
  await safely(tx, 'referral sign-up', (sp) => attachReferral(sp, invitee, code?.trim() || null));
}

async function voidRow(
  tx: DbOrTx,
  id: string,
  from: readonly string[],
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update referrals set state = 'VOID', void_reason = ${reason}, voided_at = ${ts(now)}, updated_at = ${ts(now)}
         where id = ${id} and state in (${sql.join(
           from.map((s) => sql`${s}`),
           sql`, `,
         )})
         returning id`,
  );
  return rows.length > 0;
}

/**
 * Self-referral: the invitee's account shares the referrer's e-mail (canonical form), a phone number
 * (profile mobile or business phone, with country code, digits only) or a card (brand, last four and
 * expiry of any card either ever saved: payment_cards keeps no processor fingerprint).
 */
export async function isSelfReferral(tx: DbOrTx, referrerId: string, inviteeId: string): Promise<boolean> {
  const people = await rowsOf<{ id: string; email: string }>(
    tx,
    sql`select id, email from users where id in (${referrerId}, ${inviteeId})`,
  );
  const a = people.find((p) => p.id === referrerId);
  const b = people.find((p) => p.id === inviteeId);
  if (a && b && canonicalEmail(a.email) === canonicalEmail(b.email)) return true;
  const phones = (id: string) => sql`
    select regexp_replace(coalesce(country_code, '') || mobile_number, '[^0-9]', '', 'g') as p
      from user_profiles where user_id = ${id} and mobile_number is not null and mobile_number <> ''
    union
    select regexp_replace(coalesce(country_code, '') || phone_number, '[^0-9]', '', 'g')
      from businesses where user_id = ${id} and phone_number is not null and phone_number <> ''`;
  const [row] = await rowsOf<{ phone: boolean; card: boolean }>(
    tx,
    sql`select
          exists (select 1 from (${phones(referrerId)}) r join (${phones(inviteeId)}) i on r.p = i.p
                   where r.p <> '') as phone,
          exists (select 1 from payment_cards r join payment_cards i
                    on r.brand = i.brand and r.last4 = i.last4
                   and r.exp_month = i.exp_month and r.exp_year = i.exp_year
                   where r.user_id = ${referrerId} and i.user_id = ${inviteeId}) as card`,
  );
  return !!row && (row.phone || row.card);
}

/**
 * Whether the invitee has qualified: a listed member (ACTIVE, onboarding COMPLETED), a membership running
 * (ACTIVE, or CANCELLED but paid until a later date: the membership-access rule), and an accepted
 * barter (not fully refunded) with a member other than the referrer, whose payment reached the seller (not
 * one still held for the buyer's protection or disputed).
 */
async function hasQualified(tx: DbOrTx, inviteeId: string, referrerId: string, now: Date): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    tx,
    sql`select (
          ${listedMemberSql()}
          and exists (select 1 from subscriptions s where s.user_id = u.id
                        and s.status in ('ACTIVE', 'CANCELLED') and s.current_period_end > ${ts(now)})
          and exists (select 1 from barter_requests b where b.status = 'ACCEPTED'
                        and (b.hold_status is null or b.hold_status = 'RELEASED')
                        and ((b.buyer_id = u.id and b.seller_id <> ${referrerId})
                          or (b.seller_id = u.id and b.buyer_id <> ${referrerId})))
        ) as ok
        from users u where u.id = ${inviteeId}`,
  );
  return !!row?.ok;
}

const monthStartUtc = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/** Rewards paid to the referrer in the calendar month (UTC) of `now`. */
export async function rewardsThisMonth(
  db: DbOrTx,
  referrerId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from referrals
         where referrer_id = ${referrerId} and state = 'REWARDED' and rewarded_at >= ${ts(monthStartUtc(now))}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Pays a QUALIFIED referral (locked by the caller) unless rewards are off or the referrer's monthly
 * cap is reached. Answers whether it was paid.
 */
async function payReward(tx: Tx, r: ReferralRow, now: Date): Promise<boolean> {
  const { rewardCents, monthlyCap } = settings;
  if (rewardCents <= 0) return false;
  // Serialises the cap count per referrer (transaction-scoped; released at commit or rollback).
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('referral-reward'), hashtext(${r.referrer_id}))`,
  );
  if ((await rewardsThisMonth(tx, r.referrer_id, now)) >= monthlyCap) return false;
  const amount = BigInt(rewardCents);
  const source = await systemAccountId(tx, 'REWARDS');
  const wallet = await memberAccountId(tx, r.referrer_id);
  const posted = await postMovement(tx, {
    type: 'REWARDS',
    amountCents: amount,
    legs: [
      { accountId: source, amountCents: -amount },
      { accountId: wallet, amountCents: amount },
    ],
    memo: 'Invite a friend reward',
    // The referrer is the initiator so that the key below is unique for this referral (one payment).
    initiatedBy: r.referrer_id,
    idempotencyKey: `referral-reward:${r.id}`,
    metadata: { action: 'REFERRAL_REWARD', referralId: r.id, inviteeId: r.invitee_id },
  });
  const t = posted.transaction;
  const done = await rowsOf<{ id: string }>(
    tx,
    sql`update referrals set state = 'REWARDED', reward_cents = ${t.amountCents.toString()}::bigint,
               reward_transaction_id = ${t.id}, rewarded_at = ${ts(now)}, updated_at = ${ts(now)}
         where id = ${r.id} and state = 'QUALIFIED' and reward_transaction_id is null
         returning id`,
  );
  // Under the row lock this cannot miss; if it ever did, the movement must not stay.
  if (done.length === 0) throw new Error(`referral ${r.id} changed while its reward was being paid`);
  if (!posted.replayed) await notify(tx, await referralNotice.rewarded(tx, r, t.amountCents));
  return true;
}

/**
 * Re-evaluates the open referral of `inviteeId` (REGISTERED or QUALIFIED) under its row lock.
 * Answers the referral's state afterwards, or null when it has none open.
 */
export async function evaluateReferral(
  tx: Tx,
  inviteeId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [r] = await rowsOf<ReferralRow>(
    tx,
    sql`select id, referrer_id, invitee_id, invitee_email, state, reward_transaction_id from referrals
         where invitee_id = ${inviteeId} and state in ('REGISTERED', 'QUALIFIED')
         for update`,
  );
  if (!r) return null;
  if (await isSelfReferral(tx, r.referrer_id, inviteeId)) {
    await voidRow(tx, r.id, [r.state], REFERRAL_VOID_REASONS.selfReferral, now);
    return 'VOID';
  }
  if (r.state === 'REGISTERED') {
    if (!(await hasQualified(tx, inviteeId, r.referrer_id, now))) return 'REGISTERED';
    await tx.execute(
      sql`update referrals set state = 'QUALIFIED', qualified_at = ${ts(now)}, updated_at = ${ts(now)}
           where id = ${r.id} and state = 'REGISTERED'`,
    );
    r.state = 'QUALIFIED';
  }
  return (await payReward(tx, r, now)) ? 'REWARDED' : 'QUALIFIED';
}

/** Hook: the member progressed (onboarding completed, membership paid). Never throws. */
export async function referralProgress(tx: DbOrTx, userId: string): Promise<void> {
  await safely(tx, 'referral progress', (sp) => evaluateReferral(sp, userId));
}

/** Hook: a barter between the two was accepted. Each side may be an invitee. Never throws. */
export async function referralsAfterBarter(
  tx: DbOrTx,
  b: { buyerId: string; sellerId: string },
): Promise<void> {
  // The same order everywhere (by id), so two barters of one pair never lock their referrals crosswise.
  for (const id of [b.buyerId, b.sellerId].sort()) await referralProgress(tx, id);
}
