/**
 * Invite a friend: the member's code and link, e-mail invites (rate-limited per UTC day), the
 * member's list of invites, applying a code after a social sign-up, and the admin's list, detail and
 * void. State changes caused by other modules' events are in hooks.ts.
 */
import {
  normalizeReferralCode,
  PAGES,
  REFERRAL_INVITE_DAILY_LIMIT,
  REFERRAL_MESSAGES,
  REFERRAL_RESEND_AFTER_HOURS,
  REFERRAL_STATE_LABELS,
  REFERRAL_STATES,
  REFERRAL_VOID_REASONS,
  REFERRAL_VOIDABLE_STATES,
  type ReferralState,
  type TAdminReferral,
  type TMyReferral,
  type TMyReferralSummary,
} from '@barterbits/contracts';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  RateLimitedError,
  type RateLimitRule,
  rateLimitKey,
  takeRateLimit,
} from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isActiveMember, isMemberAccount } from '../members/visibility.ts';
import { hasMembershipAccess } from '../membership/plan.ts';
import { fullName, memberNameParts, shortName } from '../users/display-name.ts';
import { languageOf } from '../users/language.ts';
import {
  attachReferral,
  canonicalEmail,
  referralRewardSettings,
  referrerOfCode,
  rewardsThisMonth,
} from './hooks.ts';
import { referralInviteMail } from './invite-mail.ts';
import type { InviteOptOutTokens } from './opt-out.ts';
import {
  type AdminListFilter,
  createReferralsRepository,
  type ReferralViewRow,
} from './referrals.repository.ts';

export interface ReferralsServiceDeps {
  db: Db;
  mailer: Mailer;
  /** Signs the "no more invitations" link of each invitation e-mail. */
  optOutTokens: InviteOptOutTokens;
  config: { productName: string; supportEmail: string; publicUrl: string };
  now?: () => Date;
  onMailError?: (err: unknown) => void;
}

const DAY_SECONDS = 24 * 60 * 60;

/** E-mail invites per member per UTC day: the counter key carries the day, so it resets at midnight UTC. */
export const REFERRAL_INVITE_RATE_LIMIT: RateLimitRule = {
  name: 'referral-invite',
  max: REFERRAL_INVITE_DAILY_LIMIT,
  windowSeconds: DAY_SECONDS,
  message: REFERRAL_MESSAGES.inviteLimit,
};

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const secondsToUtcMidnight = (d: Date) =>
  Math.max(
    1,
    Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - d.getTime()) / 1000),
  );
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

const nameOf = (r: ReferralViewRow, p: 'r' | 'i' | 'v') => ({
  accountType: r[`${p}_type`],
  firstName: r[`${p}_first`],
  lastName: r[`${p}_last`],
  userName: r[`${p}_user`],
  businessName: r[`${p}_business`],
});
/** What the console shows: a business's name, else first and last name, else username, else e-mail. */
const adminName = (r: ReferralViewRow, p: 'r' | 'i' | 'v') => {
  const n = nameOf(r, p);
  return (n.accountType === 'BUSINESS' && n.businessName) || fullName(n, r[`${p}_email`] ?? 'Member');
};

const source = (r: ReferralViewRow): 'EMAIL' | 'LINK' => (r.invited_at ? 'EMAIL' : 'LINK');

/** The member-facing sentence of a referral: what happens next, or why it is void. */
function noteOf(r: ReferralViewRow): string | null {
  switch (r.state) {
    case 'INVITED':
      return REFERRAL_MESSAGES.waitingForSignUp;
    case 'REGISTERED':
      return REFERRAL_MESSAGES.waitingForQualify;
    case 'QUALIFIED':
      return REFERRAL_MESSAGES.overMonthlyCap;
    case 'VOID':
      return voidReasonForMember(r);
    default:
      return null;
  }
}

const voidReasonForMember = (r: ReferralViewRow) =>
  r.void_reason === null
    ? null
    : r.voided_by
      ? `${REFERRAL_VOID_REASONS.adminPrefix}${r.void_reason}`
      : r.void_reason;

/** When the referral reached each state, and its row's times (ISO). */
const datesOf = (r: ReferralViewRow) => ({
  invitedAt: iso(r.invited_at),
  registeredAt: iso(r.registered_at),
  qualifiedAt: iso(r.qualified_at),
  rewardedAt: iso(r.rewarded_at),
  voidedAt: iso(r.voided_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

export function toMyReferral(r: ReferralViewRow): TMyReferral {
  return {
    id: r.id,
    inviteeEmail: r.invitee_email,
    inviteeName: r.invitee_id && r.i_email ? shortName(nameOf(r, 'i')) : null,
    source: source(r),
    state: r.state,
    stateLabel: REFERRAL_STATE_LABELS[r.state],
    note: noteOf(r),
    voidReason: r.state === 'VOID' ? voidReasonForMember(r) : null,
    rewardCents: r.state === 'REWARDED' && r.reward_cents !== null ? Number(r.reward_cents) : null,
    rewardTransactionId: r.state === 'REWARDED' ? r.reward_transaction_id : null,
    ...datesOf(r),
  };
}

export function toAdminReferral(r: ReferralViewRow): TAdminReferral {
  return {
    id: r.id,
    referrer: { id: r.referrer_id, displayName: adminName(r, 'r'), email: r.r_email ?? '' },
    referrerCode: r.referrer_code,
    invitee:
      r.invitee_id && r.i_email
        ? { id: r.invitee_id, displayName: adminName(r, 'i'), email: r.i_email }
        : null,
    inviteeEmail: r.invitee_email,
    source: source(r),
    state: r.state,
    stateLabel: REFERRAL_STATE_LABELS[r.state],
    voidReason: r.void_reason,
    voidedBy: r.voided_by && r.v_email ? { id: r.voided_by, displayName: adminName(r, 'v') } : null,
    rewardCents: r.reward_cents === null ? null : Number(r.reward_cents),
    rewardTransactionId: r.reward_transaction_id,
    rewardTransactionReference: r.reward_reference,
    canVoid: REFERRAL_VOIDABLE_STATES.includes(r.state),
    ...datesOf(r),
  };
}

export function createReferralsService(deps: ReferralsServiceDeps) {
  const { db, mailer, config } = deps;
  const repo = createReferralsRepository(db);
  const clock = deps.now ?? (() => new Date());
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };
  const linkOf = (code: string) => `${config.publicUrl}${PAGES.signUp.path}?ref=${encodeURIComponent(code)}`;
  const inviteKey = (userId: string, now: Date) => `${userId}:${utcDay(now)}`;

  async function invitesLeftToday(userId: string, now: Date) {
    const hits = await repo.counterHits(
      rateLimitKey(REFERRAL_INVITE_RATE_LIMIT, inviteKey(userId, now)),
      DAY_SECONDS,
    );
    return Math.max(0, REFERRAL_INVITE_DAILY_LIMIT - hits);
  }

  async function myView(auth: AuthContext, id: string): Promise<TMyReferral> {
    const row = await repo.view(id);
    if (!row || row.referrer_id !== auth.userId) throw new AppError('NOT_FOUND');
    return toMyReferral(row);
  }

  /** "Alex M.": how a member's name is shown to the friends they invite. */
  async function memberShortName(userId: string) {
    const [n] = await memberNameParts(db, [userId]);
    return shortName(n);
  }

  /** The member a code belongs to, when they are an active member (else null: the code is not valid). */
  async function activeReferrer(referrerId: string | null) {
    const referrer = referrerId ? await repo.findUser(referrerId) : null;
    return referrer && isActiveMember(referrer) ? referrer : null;
  }

  const fieldError = (
    code: 'VALIDATION_FAILED' | 'EMAIL_ALREADY_ASSOCIATED' | 'CONFLICT',
    field: string,
    message: string,
  ) => new AppError(code, message, { fieldErrors: { [field]: [message] } });

  return {
    /** GET /referral/my-invite. */
    async summary(auth: AuthContext): Promise<TMyReferralSummary> {
      const now = clock();
      const code = await repo.ensureCode(auth.userId);
      const rows = await repo.countsFor(auth.userId);
      const counts = Object.fromEntries(REFERRAL_STATES.map((s) => [s, 0])) as Record<ReferralState, number>;
      let rewardedCents = 0;
      for (const r of rows) {
        counts[r.state] = Number(r.n);
        if (r.state === 'REWARDED') rewardedCents = Number(r.cents ?? 0);
      }
      const rules = referralRewardSettings();
      const thisMonth = await rewardsThisMonth(db, auth.userId, now);
      return {
        code,
        link: linkOf(code),
        rules: { rewardCents: rules.rewardCents, monthlyCap: rules.monthlyCap },
        counts,
        rewardedCents,
        rewardsThisMonth: thisMonth,
        rewardsLeftThisMonth: Math.max(0, rules.monthlyCap - thisMonth),
        invitesLeftToday: await invitesLeftToday(auth.userId, now),
      };
    },

    /** GET /referral/invites. */
    async list(
      auth: AuthContext,
      q: { state?: ReferralState | undefined; limit: number; offset: number },
    ): Promise<Page<TMyReferral>> {
      const { rows, total } = await repo.listForReferrer(auth.userId, q);
      return { items: rows.map(toMyReferral), total };
    },

    /** POST /referral/invite: counted per UTC day (refusals too), then the address is checked and mailed. */
    async invite(auth: AuthContext, input: { email: string; message?: string | undefined }) {
      const now = clock();
      // Invitations go out in our name to anyone: only a verified member with a membership may send them.
      const standing = await repo.inviterStanding(auth.userId);
      if (!standing) throw new AppError('UNAUTHORIZED');
      if (!standing.email_verified_at) throw new AppError('FORBIDDEN', REFERRAL_MESSAGES.verifyFirst);
      const sub =
        standing.sub_status && standing.period_end
          ? { status: standing.sub_status, currentPeriodEnd: new Date(standing.period_end) }
          : null;
      if (!hasMembershipAccess(sub, now))
        throw new AppError('SUBSCRIPTION_REQUIRED', REFERRAL_MESSAGES.membershipFirst);
      try {
        await takeRateLimit(db, REFERRAL_INVITE_RATE_LIMIT, inviteKey(auth.userId, now));
      } catch (e) {
        // The counter resets at midnight UTC: that is when to try again.
        if (e instanceof RateLimitedError) throw new RateLimitedError(e.message, secondsToUtcMidnight(now));
        throw e;
      }
      const email = input.email.trim().toLowerCase();
      const me = await repo.findUser(auth.userId);
      if (!me) throw new AppError('UNAUTHORIZED');
      if (canonicalEmail(me.email) === canonicalEmail(email))
        throw fieldError('VALIDATION_FAILED', 'email', REFERRAL_MESSAGES.ownEmail);
      if (await repo.findUserByEmail(email))
        throw fieldError('EMAIL_ALREADY_ASSOCIATED', 'email', REFERRAL_MESSAGES.alreadyMember);
      if (await repo.hasOptedOut(email)) throw fieldError('CONFLICT', 'email', REFERRAL_MESSAGES.optedOut);

      let resent = false;
      let id: string;
      const existing = await repo.findInvite(auth.userId, email);
      if (existing) {
        if (existing.state === 'VOID') throw fieldError('CONFLICT', 'email', REFERRAL_MESSAGES.inviteVoid);
        if (existing.state !== 'INVITED')
          throw fieldError('CONFLICT', 'email', REFERRAL_MESSAGES.alreadyJoined);
        const last = existing.invited_at ? new Date(existing.invited_at).getTime() : 0;
        if (now.getTime() - last < REFERRAL_RESEND_AFTER_HOURS * 3_600_000)
          throw new RateLimitedError(
            REFERRAL_MESSAGES.resendTooSoon,
            Math.ceil((last + REFERRAL_RESEND_AFTER_HOURS * 3_600_000 - now.getTime()) / 1000),
          );
        if (!(await repo.touchInvite(existing.id, now)))
          throw fieldError('CONFLICT', 'email', REFERRAL_MESSAGES.alreadyJoined);
        resent = true;
        id = existing.id;
      } else {
        const created = await repo.insertInvite(auth.userId, email, now);
        if (created) id = created.id;
        else {
          // The same address invited at the same moment by a parallel request: one row, sent again.
          const again = await repo.findInvite(auth.userId, email);
          if (!again) throw new AppError('CONFLICT');
          id = again.id;
          resent = true;
        }
      }

      const code = await repo.ensureCode(auth.userId);
      const inviterName = await memberShortName(auth.userId);
      const message = input.message?.trim() ? input.message.trim() : null;
      try {
        await mailer.send(
          // The invited address has no account, so no language: the inviter's (who writes to them in it).
          referralInviteMail(
            brand,
            {
              to: email,
              inviterName,
              message,
              link: linkOf(code),
              code,
              optOutLink: `${config.publicUrl}/v1/referral/opt-out?token=${encodeURIComponent(deps.optOutTokens.sign(email))}`,
            },
            await languageOf(db, auth.userId),
          ),
        );
      } catch (err) {
        deps.onMailError?.(err);
      }
      return {
        referral: await myView(auth, id),
        invitesLeftToday: await invitesLeftToday(auth.userId, now),
        resent,
      };
    },

    /** GET /referral/code/:code (public). */
    async checkCode(code: string) {
      const normal = normalizeReferralCode(code);
      const referrer = await activeReferrer(await referrerOfCode(db, normal));
      if (!referrer) return { code: normal, valid: false, inviterName: null };
      return { code: normal, valid: true, inviterName: await memberShortName(referrer.id) };
    },

    /** POST /referral/apply-code: once, before onboarding is completed. */
    async applyCode(auth: AuthContext, code: string) {
      const me = await repo.findUser(auth.userId);
      if (!me || !isMemberAccount(me)) throw new AppError('FORBIDDEN');
      if (me.invitedBy || (await repo.hasReferralAsInvitee(auth.userId)))
        throw fieldError('CONFLICT', 'code', REFERRAL_MESSAGES.codeAlreadyUsed);
      if (me.checkOutStatus === 'COMPLETED')
        throw fieldError('CONFLICT', 'code', REFERRAL_MESSAGES.codeTooLate);
      const referrerId = await referrerOfCode(db, code);
      if (referrerId === auth.userId)
        throw fieldError('VALIDATION_FAILED', 'code', REFERRAL_MESSAGES.codeOwn);
      const referrer = await activeReferrer(referrerId);
      if (!referrer) throw fieldError('VALIDATION_FAILED', 'code', REFERRAL_MESSAGES.codeUnknown);
      let attached: string | null;
      try {
        attached = await db.transaction((tx) =>
          attachReferral(tx, { id: me.id, email: me.email }, code, clock()),
        );
      } catch (e) {
        if (uniqueViolation(e) !== null)
          throw fieldError('CONFLICT', 'code', REFERRAL_MESSAGES.codeAlreadyUsed);
        throw e;
      }
      if (!attached) throw fieldError('CONFLICT', 'code', REFERRAL_MESSAGES.codeAlreadyUsed);
      return { inviterName: await memberShortName(referrer.id) };
    },

    /** GET /referral (admin). */
    async adminList(_auth: AuthContext, f: AdminListFilter): Promise<Page<TAdminReferral>> {
      const { rows, total } = await repo.listAll(f);
      return { items: rows.map(toAdminReferral), total };
    },

    /** GET /referral/:id (admin). */
    async adminGet(_auth: AuthContext, id: string): Promise<TAdminReferral> {
      const row = await repo.view(id);
      if (!row) throw new AppError('NOT_FOUND');
      return toAdminReferral(row);
    },

    /** POST /referral/void (admin): not yet rewarded → VOID with the reason, audited in the same transaction. */
    async adminVoid(
      auth: AuthContext,
      input: { referralId: string; reason: string },
    ): Promise<TAdminReferral> {
      const now = clock();
      const reason = input.reason.trim();
      const done = await db.transaction(async (tx) => {
        const r = createReferralsRepository(tx);
        const row = await r.voidByAdmin(input.referralId, auth.userId, reason, now);
        if (!row) return null;
        await r.audit(auth.userId, row.referrer_id, 'REFERRAL_VOID', {
          referralId: row.id,
          previousState: row.state,
          reason,
        });
        return row;
      });
      if (!done) {
        if (!(await repo.exists(input.referralId))) throw new AppError('NOT_FOUND');
        throw new AppError('CONFLICT', REFERRAL_MESSAGES.notVoidable);
      }
      const row = await repo.view(done.id);
      return toAdminReferral(row!);
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
