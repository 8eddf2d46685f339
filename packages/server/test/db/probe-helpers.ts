/**
 * Shared setup of the generated probe suites (authz-matrix, bad-input): a world of signed-in
 * accounts where member A (alex) owns one of every resource, created through the API; how to fill
 * every endpoint's path parameters and id fields with A's resources; and a valid-enough request per
 * endpoint, built from its zod schemas. A new endpoint gets a request automatically, except that a
 * path parameter or id field this file does not know fails loudly (add it to PATH_IDS / ID_FIELDS).
 */
import { addDays, calendarToday, type EndpointDef, endpoints } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { cardCharges, cardDisputes } from '../../src/db/schema.ts';
import { DEMO_PIN } from '../../src/seed.ts';
import { ADMIN, BUSINESS, bearer, freshIp, login, MEMBER, OTHER_MEMBER } from '../helper.ts';
import { card } from './membership-helpers.ts';
import { COMPLETE_OFFERS, createOfferId, publishedOfferId } from './offer-helpers.ts';
import { type FieldSamples, OMIT, propertyPaths, sampleOf, typeOf } from './schema-samples.ts';
import { multipart, testImage } from './upload-helpers.ts';

export type EndpointName = keyof typeof endpoints;
export type Headers = Record<string, string>;

/** Every endpoint of the registry, with its name. */
export const ALL_ENDPOINTS = Object.entries(endpoints) as [EndpointName, EndpointDef][];

export interface Session {
  id: string;
  email: string;
  password: string;
  portal: 'MEMBER' | 'ADMIN';
  headers: Headers;
}

/** A's resources (and the few shared ones the calls need). */
export interface ProbeIds {
  user: string;
  /** A's published Product offer (public). */
  offer: string;
  /** A's published Vacation Rentals offer (has a calendar). */
  rentalOffer: string;
  /** A's draft offer (private until published). */
  draftOffer: string;
  /** A's published offer used only by status changes, so the others stay listed. */
  spareOffer: string;
  /** A photo of `offer`. */
  photo: string;
  card: string;
  walletTransaction: string;
  /** A's card load the console may refund, and a lost card dispute with a debt the console may settle. */
  cardLoad: string;
  dispute: string;
  /** A paid membership charge (of a member of its own) the console may refund. */
  membershipCharge: string;
  /** A sells to C, pending (A may cancel it). */
  barterFromA: string;
  /** C sells to A, pending (A may accept it). */
  barterToA: string;
  /** A sold to C, accepted and released to A (A may refund it). */
  barterAccepted: string;
  /** C sold to A, accepted and held for A's protection (A may release it). */
  barterHeldForA: string;
  /** C sold to A, accepted and held (A may dispute it). */
  barterDisputableByA: string;
  /** A sold to C, disputed by C and not answered yet (A may answer). */
  barterDisputedOfA: string;
  /** A dispute of a sale of A's, answered by A (admins may resolve it). */
  disputeAnswered: string;
  /** A's photo for a dispute. */
  disputePhoto: string;
  /** A gave to C, pending (A may cancel it). */
  giftFromA: string;
  /** C gave to A, pending (A may claim it). */
  giftToA: string;
  /** A's review of C for `barterAccepted` (reported by B). */
  reviewByA: string;
  /** C's review of A for `barterAccepted`, with A's reply `replyByA`. */
  reviewOfA: string;
  replyByA: string;
  /** A's invite code, and A's e-mail invitation (a referral). */
  referralCode: string;
  referral: string;
  notifications: string[];
  place: string;
  category: number;
  /** A category the admin calls may rename and delete. */
  spareCategory: number;
  /** Chat: A's one-to-one channel with C, A's group (A operator, C member), C's message in
   * the one-to-one channel (reported by A), that report, A's chat image, and C's id (the member target). */
  chatDirect: string;
  chatGroup: string;
  chatMessage: string;
  chatReport: string;
  chatImage: string;
  chatPeer: string;
  /** A's feedback (admins answer and update it). */
  feedback: string;
  /** A's want and A's saved search. */
  want: string;
  savedSearch: string;
  /** An account only the login calls use (so failed logins lock nobody the suite needs). */
  loginAccount: { email: string; password: string };
}

export interface World {
  app: FastifyInstance;
  /** A owns the resources; B is another member; C (maple) trades with A; admin. */
  A: Session;
  B: Session;
  C: Session;
  admin: Session;
  ids: ProbeIds;
  /** Strings of A's that no other member may ever receive. */
  canaries: string[];
}

export const PIN = DEMO_PIN;
export const PROBE_PASSWORD = 'Zq7#mountain-Lynx';
/** Keys that carry private data: never in an answer about another member. */
export const PRIVATE_KEYS = [
  'email',
  'mobileNumber',
  'phoneNumber',
  'balanceCents',
  'pinHash',
  'passwordHash',
];

let keySeq = 0;
/** A new Idempotency-Key (deterministic within a run: each run has its own database). */
export const newKey = (prefix = 'probe') => `${prefix}-key-${++keySeq}`;

async function session(
  app: FastifyInstance,
  who: { email: string; password: string },
  portal: 'MEMBER' | 'ADMIN' = 'MEMBER',
): Promise<Session> {
  const s = await login(app, who, portal);
  return { id: s.user.id, ...who, portal, headers: bearer(s.accessToken) as Headers };
}

/** A new member at an onboarding stage (test API), signed in. */
let freshSeq = 0;
export async function freshMember(
  app: FastifyInstance,
  stage: string,
  accountType?: 'PERSONAL' | 'BUSINESS',
): Promise<Session> {
  const email = `probe.fresh${++freshSeq}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/v1/testing/users',
    payload: {
      email,
      password: PROBE_PASSWORD,
      stage,
      ...(accountType ? { accountType, businessName: `Probe Business ${freshSeq}` } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`probe: new member failed ${res.statusCode} ${res.body}`);
  return session(app, { email, password: PROBE_PASSWORD });
}

/** A fresh session of the same account (for calls that end their session, e.g. logout). */
export const relogin = (app: FastifyInstance, s: Session): Promise<Session> =>
  session(app, { email: s.email, password: s.password }, s.portal);

const probeLoginEmail = 'probe.login@example.com';

async function ok(res: LightMyRequestResponse, what: string) {
  if (res.statusCode !== 200) throw new Error(`probe setup: ${what} answered ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Signs in A (alex), B (sam), C (maple) and the admin, and creates A's resources through the API.
 * The app must be built with `enableTestApi: true`.
 */
export async function setupWorld(app: FastifyInstance): Promise<World> {
  const A = await session(app, MEMBER);
  const B = await session(app, OTHER_MEMBER);
  const C = await session(app, BUSINESS);
  const admin = await session(app, ADMIN, 'ADMIN');
  const call = (
    s: Session | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    idem = false,
  ) =>
    app.inject({
      method,
      url: `/v1${url}`,
      headers: { ...(s?.headers ?? {}), ...(idem ? { 'idempotency-key': newKey('setup') } : {}) },
      remoteAddress: freshIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  await ok(
    await call(null, 'POST', '/testing/users', {
      email: probeLoginEmail,
      password: PROBE_PASSWORD,
      stage: 'COMPLETED',
    }),
    'login account',
  );

  const offer = await publishedOfferId(app, COMPLETE_OFFERS.Product, A.headers);
  const rentalOffer = await publishedOfferId(app, COMPLETE_OFFERS['Vacation Rentals'], A.headers);
  const draftOffer = await createOfferId(app, COMPLETE_OFFERS.Services, A.headers);
  const spareOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, A.headers);

  const image = multipartBody([
    { name: 'p.png', type: 'image/png', data: await testImage(7, 'png', 64, 48) },
  ]);
  const uploaded = await ok(
    await app.inject({
      method: 'POST',
      url: `/v1/offer/${offer}/photos`,
      headers: { ...A.headers, ...image.headers },
      payload: image.payload,
      remoteAddress: freshIp(),
    }),
    'offer photo',
  );
  const photo = (uploaded.data.photos as { id: string }[]).at(-1)!.id;

  const cardOf = async (s: Session) =>
    (await ok(await call(s, 'POST', '/payment/cards', card()), 'card')).data.id;
  const aCard = await cardOf(A);
  const cCard = await cardOf(C);
  const load = async (s: Session, cardId: string) =>
    ok(await call(s, 'POST', '/wallet/load-bits', { amountCents: 200_000, cardId, pin: PIN }, true), 'load');
  const walletTransaction = (await load(A, aCard)).data.transaction.id as string;
  await load(C, cCard);
  const cardLoad = (
    await ok(
      await call(A, 'POST', '/wallet/load-bits', { amountCents: 1_000, cardId: aCard, pin: PIN }, true),
      'refundable load',
    )
  ).data.load.id as string;
  // A member's paid membership charge, which the console may refund.
  const subscriber = await freshMember(app, 'SUBSCRIPTION');
  await ok(await call(subscriber, 'POST', '/subscription/subscribe', { card: card() }, true), 'subscribe');
  const [paid] = await app.database.db
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(eq(cardCharges.userId, subscriber.id));
  const membershipCharge = paid!.id;
  // A chargeback lost by B's bank with a debt outstanding (disputes come from the card processor only).
  const [lostDispute] = await app.database.db
    .insert(cardDisputes)
    .values({
      processor: 'sandbox',
      disputeRef: 'dp_probe',
      userId: B.id,
      amountCents: 500n,
      debtCents: 500n,
      status: 'LOST',
      closedAt: new Date(),
    })
    .returning({ id: cardDisputes.id });
  const dispute = lostDispute!.id;

  const cOffer = await publishedOfferId(app, COMPLETE_OFFERS.Services, C.headers);
  const barter = async (seller: Session, buyer: Session, offerId: string) =>
    (
      await ok(
        await call(
          seller,
          'POST',
          '/purchase/barter-request',
          { buyerId: buyer.id, offerId, amountCents: 1_000 },
          true,
        ),
        'barter request',
      )
    ).data.id as string;
  const barterFromA = await barter(A, C, offer);
  const barterToA = await barter(C, A, cOffer);
  const barterAccepted = await barter(A, C, offer);
  await ok(
    await call(
      C,
      'POST',
      '/purchase/barter-request/confirmation',
      { requestId: barterAccepted, accept: true, pin: PIN },
      true,
    ),
    'accept barter',
  );
  // Buyer protection: C confirms receipt, so the barter is done (and can be reviewed).
  await ok(
    await call(C, 'POST', '/purchase/barter-request/release', { requestId: barterAccepted }, true),
    'release barter',
  );
  const accepted = async (seller: Session, buyer: Session, offerId: string) => {
    const id = await barter(seller, buyer, offerId);
    await ok(
      await call(
        buyer,
        'POST',
        '/purchase/barter-request/confirmation',
        { requestId: id, accept: true, pin: PIN },
        true,
      ),
      'accept held barter',
    );
    return id;
  };
  const barterHeldForA = await accepted(C, A, cOffer);
  const barterDisputableByA = await accepted(C, A, cOffer);
  const disputeOf = async (requestId: string) =>
    (
      await ok(
        await call(C, 'POST', '/purchase/barter-dispute', {
          requestId,
          reason: 'NOT_AS_DESCRIBED',
          text: 'Probe dispute',
        }),
        'barter dispute',
      )
    ).data.id as string;
  const barterDisputedOfA = await accepted(A, C, offer);
  await disputeOf(barterDisputedOfA);
  const barterAnswered = await accepted(A, C, offer);
  const disputeAnswered = await disputeOf(barterAnswered);
  await ok(
    await call(A, 'POST', '/purchase/barter-dispute/answer', {
      requestId: barterAnswered,
      text: 'Probe answer',
    }),
    'dispute answer',
  );

  const review = async (s: Session, hearts: number) =>
    (
      await ok(
        await call(s, 'POST', '/review', { barterRequestId: barterAccepted, hearts, text: 'Probe review' }),
        'review',
      )
    ).data.id as string;
  const reviewByA = await review(A, 5);
  const reviewOfA = await review(C, 4);
  const replyByA = (
    await ok(await call(A, 'POST', '/review/reply', { reviewId: reviewOfA, text: 'Probe reply' }), 'reply')
  ).data.id as string;
  await ok(
    await call(B, 'POST', '/review/report', { reviewId: reviewByA, reason: 'ITS_SPAM', details: 'Probe' }),
    'review report',
  );
  const referralCode = (await ok(await call(A, 'GET', '/referral/my-invite'), 'referral code')).data
    .code as string;
  const referral = (
    await ok(await call(A, 'POST', '/referral/invite', { email: 'probe.invitee@example.com' }), 'referral')
  ).data.referral.id as string;

  const gift = async (from: Session, to: Session) =>
    (
      await ok(
        await call(
          from,
          'POST',
          '/gift',
          { recipientEmail: to.email, amountCents: 500, message: 'Probe', pin: PIN },
          true,
        ),
        'gift',
      )
    ).data.gift.id as string;
  const giftFromA = await gift(A, C);
  const giftToA = await gift(C, A);

  const notices = (await ok(await call(A, 'GET', `/notify?userId=${A.id}&limit=100`), 'notices')).data as {
    id: string;
  }[];
  if (notices.length === 0) throw new Error('probe setup: alex has no notices');

  const places = (await ok(await call(A, 'GET', '/places/autocomplete?input=Toronto'), 'places')).data as {
    placeId: string;
  }[];
  const categories = (await ok(await call(A, 'GET', '/user/business/category'), 'categories')).data as {
    id: number;
  }[];
  const spare = await ok(
    await call(admin, 'POST', '/user/business/category', { name: 'Probe spare category' }),
    'spare category',
  );

  const chatDirect = (await ok(await call(A, 'POST', '/chat/direct', { memberId: C.id }), 'chat direct')).data
    .channel.id as string;
  const chatGroup = (
    await ok(
      await call(A, 'POST', '/chat/channels', { name: 'Probe group', memberIds: [C.id] }),
      'chat group',
    )
  ).data.id as string;
  const chatMessage = (
    await ok(
      await call(C, 'POST', `/chat/channels/${chatDirect}/messages`, {
        clientId: 'probe-chat-message',
        kind: 'TEXT',
        text: 'Probe chat',
      }),
      'chat message',
    )
  ).data.id as string;
  const chatReport = (
    await ok(
      await call(A, 'POST', `/chat/messages/${chatMessage}/report`, { reason: 'ITS_SPAM' }),
      'chat report',
    )
  ).data.id as string;
  const disputePhoto = (
    await ok(
      await app.inject({
        method: 'POST',
        url: '/v1/purchase/barter-dispute/photo',
        headers: { ...A.headers, ...image.headers },
        payload: image.payload,
        remoteAddress: freshIp(),
      }),
      'dispute photo',
    )
  ).data.uploadId as string;
  const chatImage = (
    await ok(
      await app.inject({
        method: 'POST',
        url: '/v1/chat/images',
        headers: { ...A.headers, ...image.headers },
        payload: image.payload,
        remoteAddress: freshIp(),
      }),
      'chat image',
    )
  ).data.uploadId as string;
  const feedback = (
    await ok(
      await call(A, 'POST', '/feedback', { kind: 'FEEDBACK', rating: 4, message: 'Probe feedback message' }),
      'feedback',
    )
  ).data.id as string;

  // The demand side: A looks for something, and keeps a search.
  const want = (
    await ok(await call(A, 'POST', '/want', { title: 'Probe want bike', category: 'Product' }), 'want')
  ).data.id as string;
  const savedSearch = (
    await ok(
      await call(A, 'POST', '/saved-search', { name: 'Probe search', criteria: { q: 'bike' } }),
      'saved search',
    )
  ).data.id as string;

  const ids: ProbeIds = {
    want,
    savedSearch,
    feedback,
    chatDirect,
    chatGroup,
    chatMessage,
    chatReport,
    chatImage,
    chatPeer: C.id,
    user: A.id,
    offer,
    rentalOffer,
    draftOffer,
    spareOffer,
    photo,
    card: aCard,
    walletTransaction,
    cardLoad,
    dispute,
    membershipCharge,
    barterFromA,
    barterToA,
    barterAccepted,
    barterHeldForA,
    barterDisputableByA,
    barterDisputedOfA,
    disputeAnswered,
    disputePhoto,
    giftFromA,
    giftToA,
    reviewByA,
    reviewOfA,
    replyByA,
    referralCode,
    referral,
    notifications: notices.map((n) => n.id),
    place: places[0]!.placeId,
    category: categories[0]!.id,
    spareCategory: spare.data.id,
    loginAccount: { email: probeLoginEmail, password: PROBE_PASSWORD },
  };
  const canaries = [
    MEMBER.email,
    '4165550101',
    aCard,
    walletTransaction,
    draftOffer,
    barterFromA,
    barterToA,
    barterAccepted,
    barterHeldForA,
    giftFromA,
    giftToA,
    referral,
    feedback,
    ...ids.notifications,
  ];
  return { app, A, B, C, admin, ids, canaries };
}

/**
 * How to fill each endpoint's path parameters with A's resources. An endpoint with a path parameter
 * missing here fails the suites: add it (the parameter's meaning is not always its name).
 */
export const PATH_IDS: Partial<Record<EndpointName, (ids: ProbeIds) => Record<string, string | number>>> = {
  getMyFeedback: (i) => ({ id: i.feedback }),
  getFeedback: (i) => ({ id: i.feedback }),
  getUser: (i) => ({ id: i.user }),
  getBusinessCategory: (i) => ({ id: i.category }),
  updateBusinessCategory: (i) => ({ id: i.spareCategory }),
  placeDetails: (i) => ({ placeId: i.place }),
  setDefaultCard: (i) => ({ id: i.card }),
  deleteCard: (i) => ({ id: i.card }),
  getUserSubscription: (i) => ({ id: i.user }),
  getMembershipDetails: (i) => ({ id: i.user }),
  getPublicProfile: (i) => ({ id: i.user }),
  updatePersonalInfo: (i) => ({ id: i.user }),
  updateOffer: (i) => ({ id: i.offer }),
  getOfferDetails: (i) => ({ id: i.offer }),
  offerActionSummary: (i) => ({ id: i.offer }),
  adminUserOffers: (i) => ({ id: i.user }),
  reportsOfOffer: (i) => ({ id: i.offer }),
  uploadOfferPhoto: (i) => ({ id: i.offer }),
  deleteOfferPhoto: (i) => ({ id: i.offer, photoId: i.photo }),
  reorderOfferPhotos: (i) => ({ id: i.offer }),
  getOfferCalendar: (i) => ({ id: i.rentalOffer }),
  updateOfferCalendar: (i) => ({ id: i.rentalOffer }),
  getWalletOf: (i) => ({ id: i.user }),
  getWalletTransaction: (i) => ({ id: i.walletTransaction }),
  listBarterRecords: (i) => ({ id: i.user }),
  listBarterRequests: (i) => ({ id: i.user }),
  getBarterRequest: (i) => ({ id: i.barterFromA }),
  getGift: (i) => ({ id: i.giftFromA }),
  adminWalletTransaction: (i) => ({ id: i.walletTransaction }),
  adminWalletSummary: (i) => ({ id: i.user }),
  adminRefundCardLoad: (i) => ({ id: i.cardLoad }),
  adminRefundMembershipCharge: (i) => ({ id: i.membershipCharge }),
  adminSettleDisputeDebt: (i) => ({ id: i.dispute }),
  adminBarterDispute: (i) => ({ id: i.disputeAnswered }),
  adminResolveBarterDispute: (i) => ({ id: i.disputeAnswered }),
  deleteReview: (i) => ({ id: i.reviewByA }),
  getReview: (i) => ({ id: i.reviewByA }),
  getReviewVoteHistory: (i) => ({ id: i.reviewByA }),
  getReportedReview: (i) => ({ id: i.reviewByA }),
  getReviewActionSummary: (i) => ({ id: i.reviewByA }),
  getReviewReply: (i) => ({ id: i.reviewOfA }),
  getReply: (i) => ({ id: i.replyByA }),
  findMembers: (i) => ({ loginId: i.user }),
  getMemberProfile: (i) => ({ id: i.user }),
  getMemberOffers: (i) => ({ id: i.user }),
  checkReferralCode: (i) => ({ code: i.referralCode }),
  getReferral: (i) => ({ id: i.referral }),
  getChannelDetails: (i) => ({ id: i.chatGroup }),
  inviteMember: (i) => ({ id: i.chatGroup }),
  leaveGroup: (i) => ({ id: i.chatGroup }),
  getMembers: (i) => ({ id: i.chatGroup }),
  getOperators: (i) => ({ id: i.chatGroup }),
  registerAsOperator: (i) => ({ id: i.chatGroup }),
  unRegisterAsOperator: (i) => ({ id: i.chatGroup, memberId: i.chatPeer }),
  muteMember: (i) => ({ id: i.chatGroup }),
  unMuteMember: (i) => ({ id: i.chatGroup, memberId: i.chatPeer }),
  getMuteUser: (i) => ({ id: i.chatGroup }),
  banMember: (i) => ({ id: i.chatGroup }),
  unBanMember: (i) => ({ id: i.chatGroup, memberId: i.chatPeer }),
  getBanUser: (i) => ({ id: i.chatGroup }),
  freezeChannel: (i) => ({ id: i.chatGroup }),
  unfreezeChannel: (i) => ({ id: i.chatGroup }),
  sendDefaultMessage: (i) => ({ id: i.chatGroup }),
  sendChatMessage: (i) => ({ id: i.chatDirect }),
  listChatMessages: (i) => ({ id: i.chatDirect }),
  markChatRead: (i) => ({ id: i.chatDirect }),
  getChatUser: (i) => ({ id: i.chatPeer }),
  unblockChatMember: (i) => ({ memberId: i.chatPeer }),
  reportChatMessage: (i) => ({ id: i.chatMessage }),
  adminGetChatReport: (i) => ({ id: i.chatReport }),
  adminResolveChatReport: (i) => ({ id: i.chatReport }),
  adminFreezeChatChannel: (i) => ({ id: i.chatGroup }),
  adminUnbanChatMember: (i) => ({ memberId: i.chatPeer }),
  updateWant: (i) => ({ id: i.want }),
  getWant: (i) => ({ id: i.want }),
  changeWantStatus: (i) => ({ id: i.want }),
  renewWant: (i) => ({ id: i.want }),
  deleteWant: (i) => ({ id: i.want }),
  wantMatches: (i) => ({ id: i.want }),
  memberWants: (i) => ({ id: i.user }),
  updateSavedSearch: (i) => ({ id: i.savedSearch }),
  deleteSavedSearch: (i) => ({ id: i.savedSearch }),
  savedSearchMatches: (i) => ({ id: i.savedSearch }),
  adminWant: (i) => ({ id: i.want }),
  adminChangeWantStatus: (i) => ({ id: i.want }),
  adminDeclineWantReports: (i) => ({ id: i.want }),
};

/**
 * Id fields of bodies and queries, by name: the resource of A's each one names. Any uuid field not
 * listed here fails the suites (add it, so the next endpoint is probed with A's resources too).
 */
export const ID_FIELDS: Record<string, (ids: ProbeIds, w: World) => unknown> = {
  // The body id of the admin's feedback calls (answerFeedback, updateFeedback).
  id: (i) => i.feedback,
  // The admin account an admin changes: the suite's only admin is the caller (refused: not oneself).
  adminId: (_i, w) => w.admin.id,
  userId: (i) => i.user,
  buyerId: (_i, w) => w.C.id,
  offerId: (i) => i.offer,
  cardId: (i) => i.card,
  requestId: (i) => i.barterFromA,
  giftId: (i) => i.giftFromA,
  ids: (i) => i.notifications.slice(0, 1),
  photoIds: (i) => [i.photo],
  photoUploadIds: (i) => [i.disputePhoto],
  barterRequestId: (i) => i.barterAccepted,
  reviewId: (i) => i.reviewByA,
  referralId: (i) => i.referral,
  referrerId: (_i, w) => w.A.id,
  inviteeId: (_i, w) => w.C.id,
  memberId: (i) => i.chatPeer,
  memberIds: (i) => [i.chatPeer],
  uploadId: (i) => i.chatImage,
  channelId: (i) => i.chatDirect,
  senderId: (i) => i.chatPeer,
  reporterId: (i) => i.user,
  wantId: (i) => i.want,
};

/** Values by field name where the schema's shape is not enough for a valid value. */
function fieldSamples(w: World): FieldSamples {
  const year = new Date().getFullYear();
  return {
    email: 'probe@example.com',
    recipientEmail: w.C.email,
    newEmail: 'probe.new@example.com',
    password: PROBE_PASSWORD,
    confirmPassword: PROBE_PASSWORD,
    pin: PIN,
    confirmPin: PIN,
    token: 'probe-token-0123456789',
    pinToken: OMIT, // the PIN itself is sent; a made-up PIN token would be refused first
    idToken: 'probe-id-token',
    firstName: 'Probe',
    lastName: 'Tester',
    userName: 'probe_user1',
    phoneNumber: '4165550199',
    mobileNo: '6135550199',
    countryCode: '+1',
    postalCode: 'M5V 2T6',
    city: 'Toronto',
    province: 'Ontario',
    country: 'Canada',
    addressLine1: '1 Probe Street',
    apartment: '2',
    website: 'https://example.com',
    facebook: 'https://facebook.com/probe',
    instagram: 'https://instagram.com/probe',
    youtube: 'https://youtube.com/@probe',
    telegram: 'https://t.me/probe',
    x: 'https://x.com/probe',
    linkedin: 'https://linkedin.com/in/probe',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    description: 'A probe description, long enough.',
    yourBio: 'A probe bio.',
    note: 'Probe note',
    reason: 'Probe reason',
    message: 'Probe message',
    details: 'Probe details',
    name: 'Probe category',
    businessName: 'Probe Co',
    holderName: 'Casey Member',
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: year + 2,
    cvc: '123',
    formatted_address: 'Toronto, ON, Canada',
    latitude: 43.65,
    longitude: -79.38,
    lat: 43.65,
    lng: -79.38,
    radius: 25,
    minPrice: 100,
    maxPrice: 100_000,
    q: 'bike',
    input: 'Toronto',
    query: 'maple',
    value: 'probe_user1',
    from: '2025-01-01',
    to: '2025-01-31',
    timeZone: 'America/Vancouver',
    day: addDays(calendarToday(), 7),
    amountCents: 100,
    saveCard: false,
    makeDefault: false,
    pledge: true,
    accept: true,
    categoryIds: [w.ids.category],
    parentId: w.ids.category,
    ...Object.fromEntries(Object.entries(ID_FIELDS).map(([k, f]) => [k, f(w.ids, w)])),
  };
}

/** Whole bodies where a sample from the schema would not reach the operation. */
const BODY_OVERRIDES: Partial<Record<EndpointName, (w: World) => unknown>> = {
  inviteAdmin: () => ({ email: 'probe.invite@admins.example.com', roleId: 3 }),
  // A member's feedback (the sample would carry the guest's fields too, which a member may not send).
  sendFeedback: () => ({
    kind: 'FEEDBACK',
    rating: 4,
    message: 'Probe feedback message',
    context: { route: '/feedback' },
  }),
  login: (w) => ({ ...w.ids.loginAccount, portal: 'MEMBER' }),
  createWant: () => ({ title: 'Probe want bike', category: 'Product', maxPrice: '50', radiusKm: 20 }),
  updateWant: () => ({ title: 'Probe want bike', category: 'Product', maxPrice: '60', radiusKm: 25 }),
  createSavedSearch: () => ({
    name: 'Probe search two',
    criteria: { q: 'bike', radius: '50', minPrice: '1', maxPrice: '100' },
  }),
  signUp: () => ({
    email: 'probe.signup@example.com',
    password: PROBE_PASSWORD,
    confirmPassword: PROBE_PASSWORD,
  }),
  forgotPassword: (w) => ({ email: w.ids.loginAccount.email }),
  createOffer: () => COMPLETE_OFFERS.Product,
  updateOffer: () => COMPLETE_OFFERS.Product,
  changeOfferStatus: (w) => ({ offerId: w.ids.spareOffer, status: 'PAUSED', user: 'MEMBER' }),
  loadBits: (w) => ({ amountCents: 100, cardId: w.ids.card, pin: PIN }),
  subscribe: (w) => ({ cardId: w.ids.card }),
  renewSubscription: (w) => ({ cardId: w.ids.card }),
  confirmBarterRequest: (w) => ({ requestId: w.ids.barterToA, accept: true, pin: PIN }),
  refundBarter: (w) => ({
    requestId: w.ids.barterAccepted,
    amountCents: 1,
    reason: 'Probe refund',
    pin: PIN,
  }),
  releaseBarterPayment: (w) => ({ requestId: w.ids.barterHeldForA }),
  openBarterDispute: (w) => ({
    requestId: w.ids.barterDisputableByA,
    reason: 'NOT_RECEIVED',
    text: 'Probe dispute',
    photoUploadIds: [w.ids.disputePhoto],
  }),
  answerBarterDispute: (w) => ({ requestId: w.ids.barterDisputedOfA, text: 'Probe answer' }),
  adminResolveBarterDispute: () => ({ outcome: 'SPLIT', sellerCents: 400, note: 'Probe resolution' }),
  claimGift: (w) => ({ giftId: w.ids.giftToA }),
  validateGiftEmail: (w) => ({ email: w.C.email }),
  adminWalletPost: (w) => ({ userId: w.ids.user, kind: 'REWARD', amountCents: 100, reason: 'Probe reward' }),
  updateBusinessCategory: () => ({ name: 'Probe spare renamed', isActive: true }),
  markNotificationsRead: (w) => ({ ids: w.ids.notifications.slice(0, 1) }),
  sendChatMessage: () => ({ clientId: 'probe-send-0001', kind: 'TEXT', text: 'Probe message' }),
  reportReview: (w) => ({ reviewId: w.ids.reviewByA, reason: 'ITS_SPAM', details: 'Probe details' }),
  updateReply: (w) => ({ reviewId: w.ids.reviewOfA, text: 'Probe reply' }),
  locationSetup: () => ({
    formatted_address: 'Toronto, ON, Canada',
    latitude: 43.65,
    longitude: -79.38,
    address_components: [{ long_name: 'Toronto', short_name: 'Toronto', types: ['locality'] }],
    types: ['locality'],
  }),
};

/** Whole queries where a sample of every parameter would not reach the operation or its main path. */
const QUERY_OVERRIDES: Partial<Record<EndpointName, (w: World) => Record<string, unknown>>> = {
  deleteBusinessCategories: (w) => ({ categoryIds: String(w.ids.spareCategory) }),
  // No `raw`: the private view of the account, the one another member must not read.
  getUser: () => ({}),
  searchOffers: () => ({ q: 'bike', categoryIds: '1', radius: 100, lat: 43.65, lng: -79.38 }),
  exploreBusiness: () => ({ q: 'bake', radius: 100, lat: 45.5, lng: -73.56 }),
  offerHomePage: () => ({ radius: 100, lat: 43.65, lng: -79.38 }),
  offerFilter: () => ({ q: 'bike', radius: 100, lat: 43.65, lng: -79.38 }),
  offerSuggestions: () => ({ q: 'bi' }),
  wantedFeed: () => ({ q: 'bike', radius: 100 }),
  duplicateCheck: () => ({ field: 'userName', value: 'probe_user1' }),
  listUsers: () => ({ search: 'alex' }),
  adminOffers: () => ({ q: 'bike' }),
  // Every filter at once matches nothing; a period alone is a statement with rows.
  adminWalletTransactions: () => ({}),
  getStatement: () => ({ period: 'THIS_MONTH' }),
  // Catch-up after the first message (afterSeq and beforeSeq together are refused).
  listChatMessages: () => ({ afterSeq: 0, limit: 50 }),
};

/** Endpoints that take a file (multipart) instead of a JSON body. */
export const UPLOADS = new Set<EndpointName>([
  'uploadProfilePhoto',
  'uploadOfferPhoto',
  'uploadChatImage',
  'uploadFeedbackScreenshot',
  'uploadBarterDisputePhoto',
]);

/** A request of an endpoint, before it is sent. */
export interface ProbeRequest {
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  /** JSON body (undefined: none). */
  body: unknown;
  /** A multipart body instead (uploads). */
  file?: { payload: Buffer; headers: Headers };
}

/** The path parameters of `name`, from PATH_IDS; throws when one is not known. */
export function pathParams(
  name: EndpointName,
  def: EndpointDef,
  ids: ProbeIds,
): Record<string, string | number> {
  const wanted = [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (wanted.length === 0) return {};
  const filled = PATH_IDS[name]?.(ids) ?? {};
  const missing = wanted.filter((p) => filled[p] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `${name} (${def.method} ${def.path}): no value for path parameter(s) ${missing.join(', ')}; add it to PATH_IDS in probe-helpers.ts`,
    );
  }
  return filled;
}

/** Throws when a body or query of `def` has a uuid field not in ID_FIELDS. */
export function assertKnownIdFields(name: EndpointName, def: EndpointDef) {
  for (const part of ['body', 'query'] as const) {
    const schema = def[part];
    if (!schema) continue;
    for (const p of propertyPaths(schema)) {
      const key = [...p.path].reverse().find((s) => typeof s === 'string') as string;
      const isUuid =
        p.schema.format === 'uuid' || (p.schema.items?.format === 'uuid' && typeOf(p.schema) === 'array');
      if (isUuid && !(key in ID_FIELDS)) {
        throw new Error(
          `${name}: the ${part} field "${p.path.join('.')}" is an id this suite does not know; add it to ID_FIELDS in probe-helpers.ts`,
        );
      }
    }
  }
}

/** A multipart body with the given files, with a fixed boundary (so every run sends the same bytes). */
export const multipartBody = (files: Parameters<typeof multipart>[0]) =>
  multipart(files, '----probeformboundary');

let imageCache: Buffer | undefined;
/** A small real PNG, multipart-encoded. */
export async function imageUpload() {
  imageCache ??= await testImage(11, 'png', 32, 24);
  return multipartBody([{ name: 'probe.png', type: 'image/png', data: imageCache }]);
}

/** A valid-enough request of `name` as A would send it (A's resources in paths and id fields). */
export async function baseRequest(name: EndpointName, w: World): Promise<ProbeRequest> {
  const def = endpoints[name] as EndpointDef;
  assertKnownIdFields(name, def);
  const fields = fieldSamples(w);
  const params = pathParams(name, def, w.ids);
  const query = QUERY_OVERRIDES[name]?.(w) ?? (def.query ? sampleOf(def.query, fields) : {});
  const body = BODY_OVERRIDES[name]?.(w) ?? (def.body ? sampleOf(def.body, fields) : undefined);
  const file = UPLOADS.has(name) ? await imageUpload() : undefined;
  return { params, query, body, ...(file ? { file } : {}) };
}

/** `path` with its parameters filled, encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeURIComponent(String(params[k])));
}

/** A query string from values (arrays repeat the key); '' when empty. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Sends a request of `def` as `as` (null: anonymous), with an Idempotency-Key when the endpoint takes one. */
export function send(
  app: FastifyInstance,
  def: EndpointDef,
  req: ProbeRequest,
  as: Session | null,
  extraHeaders: Headers = {},
): Promise<LightMyRequestResponse> {
  const url = `/v1${fillPath(def.path, req.params)}${queryString(req.query)}`;
  const headers: Headers = {
    ...(as?.headers ?? {}),
    ...(def.idempotent ? { 'idempotency-key': newKey() } : {}),
    ...(req.file?.headers ?? {}),
    ...extraHeaders,
  };
  const payload = req.file ? req.file.payload : req.body === undefined ? undefined : JSON.stringify(req.body);
  if (!req.file && payload !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({
    method: def.method,
    url,
    headers,
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Keys found anywhere in a JSON value. */
export function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

/** The parsed JSON of an answer, or undefined when it is not JSON. */
export function jsonOf(res: LightMyRequestResponse): unknown {
  try {
    return res.json();
  } catch {
    return undefined;
  }
}

/** Whether the schema of `def`'s body parses `body` (used to check the samples reach the operation). */
export function bodyParses(def: EndpointDef, body: unknown): string | null {
  if (!def.body) return null;
  const r = def.body.safeParse(body);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}
