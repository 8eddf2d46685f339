/**
 * Invite a friend: every member has an invite code and link, invites friends by e-mail
 * (rate-limited), and follows each invite through its states; the referrer earns BITS (a REWARDS
 * movement from the system rewards account) once the friend qualifies. Admin: GET /referral (spec §7)
 * with filters and the fields of the console's CSV export, one referral, and voiding a pending one.
 *
 * States (the server enforces them with conditional updates in one transaction):
 *   INVITED    an e-mail invite was sent (no account yet)
 *   REGISTERED the friend signed up with the code or link (or with the invited address)
 *   QUALIFIED  the friend finished onboarding with an active membership and completed a first
 *              successful barter with someone other than the referrer
 *   REWARDED   the reward was paid (exactly once; the movement is recorded on the referral)
 *   VOID       cannot earn a reward (self-referral, joined through another invitation, voided by an admin)
 *
 *   INVITED → REGISTERED | VOID;  REGISTERED → QUALIFIED | VOID;  QUALIFIED → REWARDED | VOID;
 *   REWARDED and VOID are final. A QUALIFIED referral past the referrer's monthly cap stays QUALIFIED.
 *
 * The member calls are ours (the spec lists only the admin GET /referral); see decisions.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, pageEnvelope, ZSortOrder, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZEmail, ZTextArea, zIsoDay } from '../rules.ts';

export const REFERRAL_STATES = ['INVITED', 'REGISTERED', 'QUALIFIED', 'REWARDED', 'VOID'] as const;
export const ZReferralState = z.enum(REFERRAL_STATES);
export type ReferralState = z.infer<typeof ZReferralState>;

export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = {
  INVITED: 'Invited',
  REGISTERED: 'Signed up',
  QUALIFIED: 'Qualified',
  REWARDED: 'Rewarded',
  VOID: 'Void',
};

/** States an admin may void (not yet rewarded, not already void). */
export const REFERRAL_VOIDABLE_STATES: readonly ReferralState[] = ['INVITED', 'REGISTERED', 'QUALIFIED'];

/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, no U), shown as
 * typed; input is read case-insensitively with spaces and dashes ignored.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** Normalises a typed or linked code: upper case, spaces and dashes removed. */
export function normalizeReferralCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** E-mail invites per member per calendar day (UTC), re-sends included. */
export const REFERRAL_INVITE_DAILY_LIMIT = 20;

/** Why a referral is void: the texts a member reads (an admin's own reason is shown as written). */
export const REFERRAL_VOID_REASONS = {
  selfReferral:
    'This account uses your own email address, phone number or card, so it cannot earn an invite reward.',
  otherReferrer: "Your friend joined through another member's invitation.",
  adminPrefix: 'Voided by BarterBits: ',
} as const;

/** Hours before an invitation may be sent again to the same address. */
export const REFERRAL_RESEND_AFTER_HOURS = 24;

/**
 * Text that a mail program would show as a link: a web address with or without its scheme ("https://…",
 * "www.…", "trade.example.com/x"), or a bare domain with a common ending. A personal note in an invitation
 * is the inviter's words only; the e-mail carries the one link, ours. Every repeat is bounded (a scheme of
 * at most 32 characters, DNS labels of at most 63), so a long text is read in linear time.
 */
const LINK_LIKE =
  /\b[a-z][a-z0-9+.-]{0,31}:\/\/|\bwww\.|\b[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){0,8}\.(com|net|org|ca|io|co|info|biz|xyz|ru|cn|me|app|dev|link|click|site|online|top|shop|store|us|uk|de|fr|ly|gl|to|gg|tk|ml|ga|cf|live|club|vip|example)\b/i;

/** Whether `text` holds something a mail program would turn into a link. */
export const hasLinkLikeText = (text: string): boolean => LINK_LIKE.test(text);

/** Referral messages (ours; the spec gives none). */
export const REFERRAL_MESSAGES = {
  verifyFirst: 'Please verify your e-mail address before you invite friends.',
  membershipFirst: 'An active membership is required to invite friends.',
  noLinks: 'Your message cannot contain links or web addresses. Your invite link is added for you.',
  optedOut: 'This person has asked not to receive invitations to BarterBits.',
  resendTooSoon: `You invited this friend less than ${REFERRAL_RESEND_AFTER_HOURS} hours ago. You can send it again later.`,
  optOutDone: 'You will not receive invitations to BarterBits again.',
  inviteSent: 'Your invitation is on its way.',
  inviteResent: 'We sent your invitation again.',
  ownEmail: 'You cannot invite yourself.',
  alreadyMember: 'This person already has a BarterBits account, so they cannot be invited.',
  alreadyJoined: 'This friend has already joined.',
  inviteVoid: 'This invitation was cancelled and cannot be sent again.',
  inviteLimit: `You can send at most ${REFERRAL_INVITE_DAILY_LIMIT} invitations a day. Please try again tomorrow.`,
  codeMax: 'Invite codes are at most 64 characters.',
  codeUnknown: 'This invite code is not valid.',
  codeOwn: 'You cannot use your own invite code.',
  codeAlreadyUsed: 'An invite code has already been applied to your account.',
  codeTooLate: 'Invite codes can only be added while you are setting up your account.',
  codeApplied: 'Invite code applied.',
  reasonMax: 'Must be at most 200 characters.',
  voided: 'Referral voided.',
  notVoidable: 'Only a referral that has not been rewarded or voided can be voided.',
  dateRange: 'The start date must be on or before the end date.',
  waitingForSignUp: 'Waiting for your friend to sign up.',
  waitingForQualify: 'Waiting for your friend to finish joining and complete a first barter.',
  overMonthlyCap: "Qualified after this month's reward limit was reached, so no BITS were paid for it.",
} as const;

/** The code as typed or linked (sign-up, POST /referral/apply-code): any text up to 64 characters. */
export const ZReferralCodeInput = z.string().trim().max(64, REFERRAL_MESSAGES.codeMax);
/** A code that must be given (GET /referral/code/:code, POST /referral/apply-code). */
const ZRequiredReferralCode = ZReferralCodeInput.min(1, VALIDATION_MESSAGES.required);

/** The reward rules in force (server configuration). */
export const ZReferralRewardRules = z.object({
  /** BITS (cents) per rewarded referral. */
  rewardCents: z.number().int().nonnegative(),
  /** Rewards paid per referrer per calendar month (UTC); beyond it a referral stays QUALIFIED unpaid. */
  monthlyCap: z.number().int().nonnegative(),
});
export type TReferralRewardRules = z.infer<typeof ZReferralRewardRules>;

/** GET /referral/my-invite: the caller's code, link, counts and rewards. */
export const ZMyReferralSummary = z
  .object({
    code: z.string(),
    /** `${PUBLIC_URL}/sign-up?ref=CODE` */
    link: z.string(),
    rules: ZReferralRewardRules,
    counts: z.object({
      INVITED: z.number().int(),
      REGISTERED: z.number().int(),
      QUALIFIED: z.number().int(),
      REWARDED: z.number().int(),
      VOID: z.number().int(),
    }),
    /** Total BITS (cents) earned by rewarded referrals. */
    rewardedCents: z.number().int(),
    /** Rewards paid this calendar month (UTC) and how many more can be paid this month. */
    rewardsThisMonth: z.number().int(),
    rewardsLeftThisMonth: z.number().int(),
    /** E-mail invites left today (UTC). */
    invitesLeftToday: z.number().int(),
  })
  .meta({ id: 'MyReferralSummary' });
export type TMyReferralSummary = z.infer<typeof ZMyReferralSummary>;
export const ZMyReferralSummaryResponse = dataEnvelope(ZMyReferralSummary);
export type TMyReferralSummaryResponse = z.infer<typeof ZMyReferralSummaryResponse>;

/** When a referral reached each state (ISO timestamps; null until it does), and its row's times. */
const referralDates = {
  invitedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** One invite as its referrer sees it. */
export const ZMyReferral = z
  .object({
    id: ZId,
    /** The address the member invited (null when the friend came by link). */
    inviteeEmail: z.string().nullable(),
    /** The friend's display name once they signed up (never their e-mail when they came by link). */
    inviteeName: z.string().nullable(),
    /** EMAIL: invited by e-mail; LINK: signed up with the code or link without an e-mail invite. */
    source: z.enum(['EMAIL', 'LINK']),
    state: ZReferralState,
    stateLabel: z.string(),
    /** What happens next, or why it is void, in words a member understands. */
    note: z.string().nullable(),
    voidReason: z.string().nullable(),
    /** The reward paid (REWARDED only). */
    rewardCents: z.number().int().nullable(),
    /** The reward movement's reference (REWARDED only), for the wallet. */
    rewardTransactionId: ZId.nullable(),
    ...referralDates,
  })
  .meta({ id: 'MyReferral' });
export type TMyReferral = z.infer<typeof ZMyReferral>;

/** GET /referral/invites: the caller's invites, newest first. */
export const ZMyReferralsQuery = z.object({
  state: ZReferralState.optional(),
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export type TMyReferralsQuery = z.input<typeof ZMyReferralsQuery>;
export const ZMyReferralsResponse = pageEnvelope(ZMyReferral);
export type TMyReferralsResponse = z.infer<typeof ZMyReferralsResponse>;

/** POST /referral/invite: invite a friend by e-mail, with an optional personal note. */
export const ZInviteFriendRequest = z.object({
  email: ZEmail,
  // A note over the length limit is refused by it; the link rule reads only notes that could be sent.
  message: ZTextArea.trim()
    .refine((m) => m.length > 1_000 || !hasLinkLikeText(m), REFERRAL_MESSAGES.noLinks)
    .optional(),
});
export type TInviteFriendRequest = z.input<typeof ZInviteFriendRequest>;
export const ZInviteFriendResponse = dataEnvelope(
  z.object({ referral: ZMyReferral, invitesLeftToday: z.number().int(), resent: z.boolean() }),
);
export type TInviteFriendResponse = z.infer<typeof ZInviteFriendResponse>;

/** GET /referral/code/:code (public): whether a code is valid, and who it belongs to (display name only). */
export const ZReferralCodeParams = z.object({
  code: ZRequiredReferralCode,
});
export const ZReferralCodeCheckResponse = dataEnvelope(
  z.object({
    code: z.string(),
    valid: z.boolean(),
    /** "Alex B." style name of the inviting member (null when not valid). */
    inviterName: z.string().nullable(),
  }),
);
export type TReferralCodeCheckResponse = z.infer<typeof ZReferralCodeCheckResponse>;

/**
 * POST /referral/apply-code: a member who signed up without a code (e.g. with Google) adds one while
 * still setting up the account (before onboarding is COMPLETED), once.
 */
export const ZApplyReferralCodeRequest = z.object({
  code: ZRequiredReferralCode,
});
export type TApplyReferralCodeRequest = z.input<typeof ZApplyReferralCodeRequest>;
export const ZApplyReferralCodeResponse = dataEnvelope(z.object({ inviterName: z.string() }));
export type TApplyReferralCodeResponse = z.infer<typeof ZApplyReferralCodeResponse>;

/** A member on an admin referral row. */
export const ZReferralMember = z.object({
  id: ZId,
  displayName: z.string(),
  email: z.string(),
});

/** One referral as the console lists and exports it (flat fields for CSV next to the nested parties). */
export const ZAdminReferral = z
  .object({
    id: ZId,
    referrer: ZReferralMember,
    /** The referrer's invite code. */
    referrerCode: z.string().nullable(),
    /** The invitee once signed up (null while INVITED, or when the account was deleted). */
    invitee: ZReferralMember.nullable(),
    inviteeEmail: z.string().nullable(),
    source: z.enum(['EMAIL', 'LINK']),
    state: ZReferralState,
    stateLabel: z.string(),
    voidReason: z.string().nullable(),
    voidedBy: z.object({ id: ZId, displayName: z.string() }).nullable(),
    rewardCents: z.number().int().nullable(),
    rewardTransactionId: ZId.nullable(),
    rewardTransactionReference: z.string().nullable(),
    /** The admin may void it now (INVITED, REGISTERED or QUALIFIED). */
    canVoid: z.boolean(),
    ...referralDates,
  })
  .meta({ id: 'AdminReferral' });
export type TAdminReferral = z.infer<typeof ZAdminReferral>;

export const ADMIN_REFERRAL_SORT_FIELDS = ['createdAt', 'updatedAt', 'state', 'rewardedAt'] as const;

const ZDay = zIsoDay();

/** GET /referral (admin): every referral, filtered, sorted and paged. Dates (UTC days, inclusive) filter createdAt. */
export const ZAdminReferralsQuery = z
  .object({
    offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
    limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
    sortBy: z.enum(ADMIN_REFERRAL_SORT_FIELDS).default('createdAt'),
    sortOrder: ZSortOrder.default('DESC'),
    state: ZReferralState.optional(),
    referrerId: ZId.optional(),
    inviteeId: ZId.optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    /** Part of the referrer's or invitee's e-mail or name, or of the invited address, case-insensitively. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: REFERRAL_MESSAGES.dateRange, path: ['to'] });
export type TAdminReferralsQuery = z.input<typeof ZAdminReferralsQuery>;
export const ZAdminReferralsResponse = pageEnvelope(ZAdminReferral);
export type TAdminReferralsResponse = z.infer<typeof ZAdminReferralsResponse>;

export const ZReferralIdParams = z.object({ id: ZId });
export const ZAdminReferralResponse = dataEnvelope(ZAdminReferral);
export type TAdminReferralResponse = z.infer<typeof ZAdminReferralResponse>;

/** POST /referral/void (admin): void a referral not yet rewarded, with a reason (shown to the referrer; audited). */
export const ZVoidReferralRequest = z.object({
  referralId: ZId,
  reason: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(200, REFERRAL_MESSAGES.reasonMax),
});
export type TVoidReferralRequest = z.input<typeof ZVoidReferralRequest>;

export const referralsEndpoints = {
  getMyReferralSummary: {
    method: 'GET',
    path: '/referral/my-invite',
    audience: 'member',
    summary:
      "The caller's invite code and link (created on first use), counts per state, rewards earned, the reward rules and invites left today",
    tag: 'referrals',
    response: ZMyReferralSummaryResponse,
  },
  listMyReferrals: {
    method: 'GET',
    path: '/referral/invites',
    audience: 'member',
    summary: "The caller's invites and referrals with their states, newest first",
    tag: 'referrals',
    query: ZMyReferralsQuery,
    response: ZMyReferralsResponse,
  },
  inviteFriend: {
    method: 'POST',
    path: '/referral/invite',
    audience: 'member',
    summary: `Invite a friend by e-mail (at most ${REFERRAL_INVITE_DAILY_LIMIT} a day; 429 with Retry-After). Re-inviting an address sends again and keeps one invite; an address with an account is refused`,
    tag: 'referrals',
    body: ZInviteFriendRequest,
    response: ZInviteFriendResponse,
  },
  checkReferralCode: {
    method: 'GET',
    path: '/referral/code/:code',
    audience: 'public',
    summary:
      'Whether an invite code is valid, with the inviting member’s display name (for the sign-up page)',
    tag: 'referrals',
    params: ZReferralCodeParams,
    response: ZReferralCodeCheckResponse,
  },
  applyReferralCode: {
    method: 'POST',
    path: '/referral/apply-code',
    audience: 'member',
    summary:
      'Add an invite code to your account after signing up without one (e.g. social sign-in): once, before account setup is completed',
    tag: 'referrals',
    body: ZApplyReferralCodeRequest,
    response: ZApplyReferralCodeResponse,
  },
  listReferrals: {
    method: 'GET',
    path: '/referral',
    audience: 'admin',
    summary:
      'Every referral with filters (state, referrer, invitee, created between, text), sorted and paged; the console exports it as CSV',
    tag: 'referrals',
    query: ZAdminReferralsQuery,
    response: ZAdminReferralsResponse,
  },
  getReferral: {
    method: 'GET',
    path: '/referral/:id',
    audience: 'admin',
    summary: 'One referral with both members, its dates, reward movement and void details',
    tag: 'referrals',
    params: ZReferralIdParams,
    response: ZAdminReferralResponse,
  },
  voidReferral: {
    method: 'POST',
    path: '/referral/void',
    audience: 'admin',
    summary:
      'Void a referral not yet rewarded, with a reason the referrer sees (audited); it can then never be rewarded',
    tag: 'referrals',
    body: ZVoidReferralRequest,
    response: ZAdminReferralResponse,
  },
} as const satisfies Record<string, EndpointDef>;
