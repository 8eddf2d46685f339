/**
 * Maintenance lock: an admin locks chosen modules, or the whole system, with a note for the
 * members, and releases it; the server refuses the locked calls (503 MAINTENANCE with Retry-After and the
 * note) and every instance follows a change at once. The member app reads the restriction state (spec §3)
 * from GET /maintenance/check at start and on any 503.
 *
 * Whole system: `systemDown: true` on POST /maintenance/lock-system; every member and guest call is then
 * refused except signing in and out, refreshing the session, the health check and the two member-side
 * maintenance calls. The admin API stays open.
 *
 * Unlock pass: an admin makes a short-lived signed pass for the lock in force (POST
 * /maintenance/unlock-token); a tester hands it to POST /maintenance/unlock-system, keeps it as
 * `xSystemUnlockToken` and sends it on every call in the `x-system-unlock-token` header. A new lock or a
 * release ends every pass.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope } from '../envelope.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { PAGES, type PagePath } from '../pages.ts';

/** The request header that carries an unlock pass on every call of a tester. */
export const HEADER_SYSTEM_UNLOCK_TOKEN = 'x-system-unlock-token';

/** Longest admin note (shown to members on /web-restrictions and in every 503). */
export const MAINTENANCE_NOTE_MAX = 500;
/** Unlock pass lifetime in minutes: at most two hours, one hour unless asked. */
export const UNLOCK_PASS_TTL_MINUTES = { min: 5, max: 120, default: 60 } as const;
/** Seconds a refused client is told to wait before trying again (Retry-After); it re-checks the state then. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 120;

export const MAINTENANCE_MESSAGES = {
  locked: 'Maintenance lock in force.',
  released: 'Maintenance lock released.',
  nothingLocked: 'Nothing was locked.',
  chooseSomething: 'Choose at least one module, or the whole system.',
  unknownModule: (id: string) => `Unknown module: ${id}.`,
  noteMax: `Must be at most ${MAINTENANCE_NOTE_MAX} characters.`,
  passIssued: 'Unlock pass created.',
  passNothingLocked: 'Nothing is locked, so no unlock pass is needed.',
  passInvalid: 'This unlock pass is not valid.',
  passExpired: 'This unlock pass has expired. Ask an admin for a new one.',
  passStale: 'This unlock pass was made for an earlier maintenance lock. Ask an admin for a new one.',
  unlocked: 'Unlocked for testing until the pass expires.',
} as const;

/**
 * The lockable modules' names and descriptions in English, letter for letter as the database seeds them
 * (the `maintenance_modules` rows; a test reads them back). The server words them in the reader's language
 * by the module's id, from the catalogs `i18n/maintenance/`; a module not listed here, or whose stored words
 * differ, reads as stored.
 */
export const MAINTENANCE_MODULE_NAMES = {
  offers: 'Offers',
  wallet: 'Wallet',
  barter: 'Barter',
  gifts: 'Gifts',
  reviews: 'Reviews',
  chat: 'Chat',
  members: 'Members',
  referrals: 'Referrals',
  membership: 'Membership',
  feedback: 'Feedback',
} as const;

/** The lockable modules' descriptions in English (see {@link MAINTENANCE_MODULE_NAMES}). */
export const MAINTENANCE_MODULE_DESCRIPTIONS = {
  offers: 'Creating, editing and searching offers.',
  wallet: 'Loading BITS, statements and wallet movements.',
  barter: 'Barter requests and their decisions.',
  gifts: 'Sending and claiming gifts of BITS.',
  reviews: 'Writing, replying to and voting on reviews.',
  chat: 'Conversations and groups.',
  members: 'Finding members and their profiles.',
  referrals: 'Invitations and referral rewards.',
  membership: 'Subscriptions and payment cards.',
  feedback: 'Sending feedback and problem reports.',
} as const satisfies Record<keyof typeof MAINTENANCE_MODULE_NAMES, string>;

/**
 * The member-app pages (their route patterns, from `PAGES`) each lockable module disables. A module not
 * listed here disables no route (its calls are still refused by the server).
 */
export const MAINTENANCE_MODULE_ROUTES: Readonly<Record<string, readonly PagePath[]>> = {
  offers: [
    PAGES.offers.path,
    PAGES.myOffers.path,
    PAGES.myOffer.path,
    PAGES.searchProduct.path,
    PAGES.exploreBusiness.path,
    PAGES.myFavourite.path,
    PAGES.reportOffer.path,
    PAGES.createOffer.path,
    PAGES.reviewOffer.path,
    PAGES.reviewSubmit.path,
    PAGES.editOffer.path,
    PAGES.editCalender.path,
    PAGES.wants.path,
    PAGES.createWant.path,
    PAGES.want.path,
    PAGES.editWant.path,
    PAGES.savedSearch.path,
    PAGES.wanted.path,
  ],
  wallet: [
    PAGES.myWallet.path,
    PAGES.transaction.path,
    PAGES.bitsInfo.path,
    PAGES.loadBits.path,
    PAGES.cardDetails.path,
    PAGES.bitsPaymentInfo.path,
    PAGES.statement.path,
    PAGES.donate.path,
  ],
  barter: [
    PAGES.barterRecord.path,
    PAGES.processBarter.path,
    PAGES.barterRequests.path,
    PAGES.barterRequest.path,
    PAGES.transactionSuccessful.path,
  ],
  gifts: [
    PAGES.sendBitsGift.path,
    PAGES.sentGifts.path,
    PAGES.giftDetail.path,
    PAGES.acceptBits.path,
    PAGES.bitsGift.path,
    PAGES.successAcceptGifts.path,
  ],
  reviews: [
    PAGES.ratingReview.path,
    PAGES.reportReview.path,
    PAGES.editReview.path,
    PAGES.replyReview.path,
    PAGES.editReply.path,
    PAGES.memberReviews.path,
    PAGES.postReview.path,
  ],
  chat: [PAGES.chat.path],
  members: [PAGES.findMembers.path, PAGES.memberProfile.path],
  referrals: [PAGES.inviteAFriend.path],
  membership: [
    PAGES.subscription.path,
    PAGES.memberSubscription.path,
    PAGES.membership.path,
    PAGES.addCard.path,
    PAGES.manageCard.path,
    PAGES.card.path,
    PAGES.cancelMembership.path,
  ],
  feedback: [
    PAGES.feedback.path,
    PAGES.guestFeedback.path,
    PAGES.reportIssue.path,
    PAGES.reportProblem.path,
    PAGES.submitSuccessfully.path,
  ],
};

/** A module id as the admin sends it ('wallet', 'offers', …). */
const ZModuleId = z.string().trim().min(1, VALIDATION_MESSAGES.required).max(40);

/** One module of GET /maintenance/modules, with whether the lock in force covers it. */
export const ZMaintenanceModule = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    lockable: z.boolean(),
    /** Locked now: listed in the lock in force, or the whole system is down. */
    locked: z.boolean(),
    /** The member-app routes it disables. */
    routes: z.array(z.string()),
  })
  .meta({ id: 'MaintenanceModule' });
export type TMaintenanceModule = z.infer<typeof ZMaintenanceModule>;

/** GET /maintenance/modules?moduleType=lockable (default) | all. */
export const ZMaintenanceModulesQuery = z.object({
  moduleType: z.enum(['lockable', 'all']).default('lockable'),
});
export type TMaintenanceModulesQuery = z.input<typeof ZMaintenanceModulesQuery>;
export const ZMaintenanceModulesResponse = dataEnvelope(z.array(ZMaintenanceModule));
export type TMaintenanceModulesResponse = z.infer<typeof ZMaintenanceModulesResponse>;

/**
 * The restriction state (spec §3) as GET /maintenance/check answers it. `routes` lists the member-app
 * routes to disable; `isEnableRoute` is false while they are disabled for this caller (true when nothing
 * is locked or the request carries a valid unlock pass). While `isSystemDown`, every page but
 * /web-restrictions is closed, and `routes` lists every lockable module's routes.
 */
export const ZRestrictionState = z
  .object({
    isSystemDown: z.boolean(),
    isModulesLocked: z.boolean(),
    /** The admin's note to members; null when nothing is locked. */
    adminNote: z.string().nullable(),
    /** The lock in force (an unlock pass is bound to it); null when nothing is locked. */
    lockId: ZId.nullable(),
    lockedAt: z.string().nullable(),
    lockedModulesId: z.array(z.string()),
    lockedModules: z.array(z.object({ id: z.string(), name: z.string() })),
    routes: z.array(z.string()),
    isEnableRoute: z.boolean(),
    /** The request carried a valid unlock pass for the lock in force. */
    isUnlocked: z.boolean(),
  })
  .meta({ id: 'RestrictionState' });
export type TRestrictionState = z.infer<typeof ZRestrictionState>;
export const ZMaintenanceCheckResponse = dataEnvelope(ZRestrictionState);
export type TMaintenanceCheckResponse = z.infer<typeof ZMaintenanceCheckResponse>;

/**
 * POST /maintenance/lock-system: replaces any lock in force. `lockedModulesId` is built by the console
 * from its true/false map; `systemDown` locks everything a member does (the list may then be empty).
 */
export const ZLockSystemRequest = z
  .object({
    lockedModulesId: z.array(ZModuleId).max(50).default([]),
    systemDown: z.boolean().default(false),
    adminNote: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(MAINTENANCE_NOTE_MAX, MAINTENANCE_MESSAGES.noteMax),
  })
  .refine((v) => v.systemDown || v.lockedModulesId.length > 0, {
    message: MAINTENANCE_MESSAGES.chooseSomething,
    path: ['lockedModulesId'],
  });
export type TLockSystemRequest = z.input<typeof ZLockSystemRequest>;
export const ZLockSystemResponse = dataEnvelope(ZRestrictionState);
export type TLockSystemResponse = z.infer<typeof ZLockSystemResponse>;

/** POST /maintenance/release-system (empty body): the state after it; releasing nothing is a 200 too. */
export const ZReleaseSystemResponse = dataEnvelope(ZRestrictionState);
export type TReleaseSystemResponse = z.infer<typeof ZReleaseSystemResponse>;

/** POST /maintenance/unlock-token (admin): a pass for the lock in force. */
export const ZUnlockTokenRequest = z.object({
  ttlMinutes: z
    .number()
    .int()
    .min(UNLOCK_PASS_TTL_MINUTES.min)
    .max(UNLOCK_PASS_TTL_MINUTES.max)
    .default(UNLOCK_PASS_TTL_MINUTES.default),
});
export type TUnlockTokenRequest = z.input<typeof ZUnlockTokenRequest>;
export const ZUnlockPass = z
  .object({
    xSystemUnlockToken: z.string(),
    lockId: ZId,
    expiresAt: z.string(),
  })
  .meta({ id: 'UnlockPass' });
export type TUnlockPass = z.infer<typeof ZUnlockPass>;
export const ZUnlockTokenResponse = dataEnvelope(ZUnlockPass);
export type TUnlockTokenResponse = z.infer<typeof ZUnlockTokenResponse>;

/** POST /maintenance/unlock-system: checks a pass and says how to carry it. */
export const ZUnlockSystemRequest = z.object({
  xSystemUnlockToken: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1).max(512),
});
export type TUnlockSystemRequest = z.input<typeof ZUnlockSystemRequest>;
export const ZUnlockSystemResponse = dataEnvelope(
  ZUnlockPass.extend({
    /** Send the pass in this request header on every call until `expiresAt`. */
    header: z.literal(HEADER_SYSTEM_UNLOCK_TOKEN),
    /** The restriction state as seen with the pass. */
    state: ZRestrictionState,
  }),
);
export type TUnlockSystemResponse = z.infer<typeof ZUnlockSystemResponse>;

export const maintenanceEndpoints = {
  maintenanceModules: {
    method: 'GET',
    path: '/maintenance/modules',
    audience: 'admin',
    summary: 'The lockable modules, with whether each is locked now',
    tag: 'maintenance',
    query: ZMaintenanceModulesQuery,
    response: ZMaintenanceModulesResponse,
  },
  maintenanceCheck: {
    method: 'GET',
    path: '/maintenance/check',
    audience: 'public',
    summary: 'The restriction state (answers while the system is down)',
    tag: 'maintenance',
    response: ZMaintenanceCheckResponse,
  },
  lockSystem: {
    method: 'POST',
    path: '/maintenance/lock-system',
    audience: 'admin',
    summary: 'Lock modules or the whole system with a note (replaces the lock in force)',
    tag: 'maintenance',
    body: ZLockSystemRequest,
    response: ZLockSystemResponse,
  },
  releaseSystem: {
    method: 'POST',
    path: '/maintenance/release-system',
    audience: 'admin',
    summary: 'Release the maintenance lock (nothing locked: 200, nothing changes)',
    tag: 'maintenance',
    response: ZReleaseSystemResponse,
  },
  createUnlockToken: {
    method: 'POST',
    path: '/maintenance/unlock-token',
    audience: 'admin',
    summary: 'A short-lived unlock pass for the lock in force, for a tester',
    tag: 'maintenance',
    body: ZUnlockTokenRequest,
    response: ZUnlockTokenResponse,
  },
  unlockSystem: {
    method: 'POST',
    path: '/maintenance/unlock-system',
    audience: 'public',
    summary: 'Check an unlock pass; answers the header to send it in',
    tag: 'maintenance',
    body: ZUnlockSystemRequest,
    response: ZUnlockSystemResponse,
  },
} as const satisfies Record<string, EndpointDef>;
