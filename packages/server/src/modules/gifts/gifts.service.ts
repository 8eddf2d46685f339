/**
 * Gifts of BITS. Sending moves the BITS sender → GIFT_HOLDING and creates the PENDING gift in one
 * DB transaction; claiming (→ recipient, ACCEPTED), returning (→ sender, RETURNED, by the job) and
 * cancelling (→ sender, CANCELLED) each change the status with a conditional update and post the
 * movement in the same DB transaction, so money and status commit together and of two concurrent
 * decisions exactly one applies (the other finds the gift no longer PENDING and changes nothing).
 * A member's e-mails about a gift (received, claimed, returned) ride on its notice through notify(),
 * so their gift e-mail setting decides them; only a gift to an address without an account is e-mailed
 * directly (there is no member, so no setting), after the commit.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  formatBitsGrouped,
  formatDate,
  GIFT_CLAIM_DAYS,
  GIFT_EMAIL_CHECK_LIMIT,
  GIFT_MESSAGES,
  type GiftStatus,
  type Locale,
  PAGES,
  type TGift,
  type TValidateGiftEmailResponse,
  type ZSendGiftRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import { giftClaimedMail, giftReceivedMail, giftReturnedMail } from '../../adapters/mail-templates.ts';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isActiveMember } from '../members/visibility.ts';
import { giftNotice } from '../notifications/notices.ts';
import { type Notice, noticeMail, notify } from '../notifications/notify.ts';
import { verifyPinOrToken } from '../pin-location/pin-check.ts';
import { memberNameParts, shortName } from '../users/display-name.ts';
import { languageOf } from '../users/language.ts';
import {
  balanceOf,
  findByIdempotencyKey,
  memberAccountId,
  newReference,
  type PostMovement,
  postMovement,
  systemAccountId,
} from '../wallet/ledger.ts';
import { createGiftsRepository, type GiftRow, type GiftViewRow, type Viewer } from './gifts.repository.ts';

export interface GiftsServiceDeps {
  db: Db;
  mailer: Mailer;
  config: { productName: string; supportEmail: string; publicUrl: string };
  /** For tests: the clock. */
  now?: () => Date;
  /** A failed e-mail to an address without an account is logged, never thrown (the money already moved). */
  onMailError?: (err: unknown) => void;
}

const DAY_MS = 24 * 60 * 60_000;

/** Address checks per member (POST /gift/validate-email). */
export const GIFT_EMAIL_CHECK_RATE_LIMIT: RateLimitRule = {
  name: 'gift-email-check',
  ...GIFT_EMAIL_CHECK_LIMIT,
  message: GIFT_MESSAGES.checkLimit,
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The name of one side of a gift as the view row carries it (see shortName). */
const partyName = (
  accountType: string | null,
  firstName: string | null,
  lastName: string | null,
  userName: string | null,
  businessName: string | null,
) => shortName({ accountType, firstName, lastName, userName, businessName });

export function toGift(r: GiftViewRow, viewer: Viewer, now: Date): TGift {
  const sent = r.sender_id === viewer.userId;
  const pending = r.status === 'PENDING';
  const open = pending && new Date(r.expires_at) > now;
  // The sender learns who the recipient is when they claim it, not before: a pending, returned or
  // cancelled gift must not tell whether its address has an account.
  const showRecipient = r.recipient_id !== null && (!sent || r.status === 'ACCEPTED');
  return {
    id: r.id,
    reference: r.reference,
    sender: {
      id: r.sender_id,
      displayName: partyName(r.s_type, r.s_first, r.s_last, r.s_user, r.s_business),
    },
    recipientEmail: r.recipient_email,
    recipient: showRecipient
      ? {
          id: r.recipient_id!,
          displayName: partyName(r.r_type, r.r_first, r.r_last, r.r_user, r.r_business),
        }
      : null,
    amountCents: Number(r.amount_cents),
    message: r.message,
    status: r.status,
    direction: sent ? 'SENT' : 'RECEIVED',
    canClaim: !sent && open && viewer.verifiedEmail !== null,
    canCancel: sent && pending,
    createdAt: iso(r.created_at)!,
    expiresAt: iso(r.expires_at)!,
    claimedAt: iso(r.claimed_at),
    returnedAt: iso(r.returned_at),
    holdTransactionReference: r.hold_ref,
    settleTransactionReference: r.settle_ref,
  };
}

/** Why a gift that is not PENDING can no longer be claimed or cancelled. */
const closedMessage: Record<Exclude<GiftStatus, 'PENDING'>, string> = {
  ACCEPTED: GIFT_MESSAGES.alreadyClaimed,
  RETURNED: GIFT_MESSAGES.returned,
  CANCELLED: GIFT_MESSAGES.cancelled,
};

type GiftsRepository = ReturnType<typeof createGiftsRepository>;
type ListQuery = {
  userId?: string | undefined;
  status?: GiftStatus | undefined;
  limit: number;
  offset: number;
};

export function createGiftsService(deps: GiftsServiceDeps) {
  const { db, mailer, config } = deps;
  const repo = createGiftsRepository();
  const clock = deps.now ?? (() => new Date());
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };
  const link = (path: string) => `${config.publicUrl}${path}`;

  const amountOf = (gift: GiftRow, locale: Locale) => formatBitsGrouped(gift.amountCents, { locale });
  const nameIn = async (tx: DbOrTx, userId: string) => shortName((await memberNameParts(tx, [userId]))[0]);
  const receivedMail = (gift: GiftRow, senderName: string, to: string, signUp: boolean, locale: Locale) =>
    giftReceivedMail(
      brand,
      {
        to,
        senderName,
        amount: amountOf(gift, locale),
        message: gift.message,
        claimLink: link(PAGES.bitsGift.href(gift.id)),
        ...(signUp ? { signUpLink: link(PAGES.signUp.path) } : {}),
        expiresOn: formatDate(gift.expiresAt, { timeZone: DEFAULT_TIME_ZONE, locale }),
      },
      locale,
    );

  /**
   * The e-mails a gift's notices carry (built in the event's transaction, sent by the deliverer), in
   * the language of the member each is for (notify() gives it).
   */
  const giftMail = {
    async received(tx: DbOrTx, gift: GiftRow): Promise<Notice['mail']> {
      const senderName = await nameIn(tx, gift.senderId);
      return noticeMail((to, locale) => receivedMail(gift, senderName, to, false, locale));
    },
    async claimed(tx: DbOrTx, gift: GiftRow, claimedBy: string): Promise<Notice['mail']> {
      const recipientName = await nameIn(tx, claimedBy);
      return noticeMail((to, locale) =>
        giftClaimedMail(
          brand,
          { to, recipientName, amount: amountOf(gift, locale), link: link(PAGES.giftDetail.href(gift.id)) },
          locale,
        ),
      );
    },
    returned(gift: GiftRow): Notice['mail'] {
      return noticeMail((to, locale) =>
        giftReturnedMail(
          brand,
          {
            to,
            recipientEmail: gift.recipientEmail,
            amount: amountOf(gift, locale),
            link: link(PAGES.giftDetail.href(gift.id)),
          },
          locale,
        ),
      );
    },
  };

  /**
   * The e-mail to an address without an account: no member, so no setting, and no language of its own:
   * it goes out in the sender's (who most likely writes to this person in it); sent after the commit.
   */
  async function mailNewcomer(gift: GiftRow): Promise<void> {
    try {
      const senderName = await nameIn(db, gift.senderId);
      const locale = await languageOf(db, gift.senderId);
      await mailer.send(receivedMail(gift, senderName, gift.recipientEmail, true, locale));
    } catch (err) {
      deps.onMailError?.(err);
    }
  }

  async function viewerOf(userId: string): Promise<Viewer> {
    const u = await repo.findUserById(db, userId);
    if (!u) throw new AppError('UNAUTHORIZED');
    return { userId, verifiedEmail: u.emailVerifiedAt ? u.email.toLowerCase() : null };
  }

  async function view(d: Db | Tx, id: string, viewer: Viewer): Promise<TGift> {
    const row = await repo.findView(d, id, viewer);
    if (!row) throw new AppError('NOT_FOUND');
    return toGift(row, viewer, clock());
  }

  /** One page of the caller's sent or received gifts (`userId` in the query must be theirs). */
  async function list(
    auth: AuthContext,
    q: ListQuery,
    pageOf: GiftsRepository['listSent'],
  ): Promise<Page<TGift>> {
    if (q.userId && q.userId !== auth.userId) throw new AppError('FORBIDDEN');
    const viewer = await viewerOf(auth.userId);
    const { rows, total } = await pageOf(db, viewer, q);
    const now = clock();
    return { items: rows.map((r) => toGift(r, viewer, now)), total };
  }

  /**
   * Whether a gift from `senderId` to `email` can be delivered. Every address but the sender's own
   * can (one without an account waits for its sign-up), and the answer is the same whether or not
   * the address has an account; only a member the sender has exchanged BITS with is named.
   */
  async function checkRecipient(
    senderId: string,
    email: string,
  ): Promise<TValidateGiftEmailResponse['data']> {
    const address = email.toLowerCase();
    if (await isOwnAddress(senderId, address)) {
      return {
        email: address,
        recipient: 'REFUSED',
        canReceive: false,
        displayName: null,
        message: GIFT_MESSAGES.ownEmail,
      };
    }
    const known = await repo.findKnownCounterpart(db, senderId, address);
    if (known) {
      const [row] = await memberNameParts(db, [known]);
      return {
        email: address,
        recipient: 'KNOWN_MEMBER',
        canReceive: true,
        displayName: shortName(row),
        message: GIFT_MESSAGES.knownMember,
      };
    }
    return {
      email: address,
      recipient: 'ADDRESS',
      canReceive: true,
      displayName: null,
      message: GIFT_MESSAGES.deliverable,
    };
  }

  async function isOwnAddress(senderId: string, address: string): Promise<boolean> {
    const sender = await repo.findUserById(db, senderId);
    return sender !== null && sender.email.toLowerCase() === address;
  }

  /** The active member at `email`, who gets the gift at once (others claim by address later). */
  async function memberAt(email: string) {
    const user = await repo.findUserByEmail(db, email);
    return user && isActiveMember(user) ? user : null;
  }

  /** A key already applied to a movement: the same gift's answer, else the key was reused (422). */
  async function replayOf(
    done: { relatedType: string | null; relatedId: string | null },
    giftId: string,
    userId: string,
  ) {
    if (done.relatedType !== 'GIFT' || done.relatedId !== giftId)
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return answerFor(giftId, userId);
  }

  /** The gift a movement belongs to, as the answer of a replayed request. */
  async function answerFor(giftId: string, userId: string) {
    const viewer = await viewerOf(userId);
    return { gift: await view(db, giftId, viewer), balanceCents: Number(await balanceOf(db, userId)) };
  }

  return {
    /** POST /gift/validate-email, counted against the member's GIFT_EMAIL_CHECK_LIMIT (429 past it). */
    async validateEmail(auth: AuthContext, email: string) {
      await takeRateLimit(db, GIFT_EMAIL_CHECK_RATE_LIMIT, auth.userId);
      return checkRecipient(auth.userId, email);
    },

    /** Sends a gift. `key` is the request's Idempotency-Key, stored on the movement too. */
    async send(auth: AuthContext, input: z.output<typeof ZSendGiftRequest>, key: string) {
      const { userId } = auth;
      // Only the own address is refused: like validate-email, sending never tells whether an address has an account.
      const address = input.recipientEmail.toLowerCase();
      if (await isOwnAddress(userId, address)) {
        throw new AppError('VALIDATION_FAILED', GIFT_MESSAGES.ownEmail, {
          fieldErrors: { recipientEmail: [GIFT_MESSAGES.ownEmail] },
        });
      }
      // A retry whose movement already committed (its answer was lost) needs no PIN again.
      const done = await findByIdempotencyKey(db, userId, key);
      if (done?.relatedType === 'GIFT' && done.relatedId) return answerFor(done.relatedId, userId);

      await verifyPinOrToken(db, userId, { pin: input.pin, pinToken: input.pinToken });
      const recipient = await memberAt(address);
      const now = clock();
      const amount = BigInt(input.amountCents);
      const message = input.message?.trim() ? input.message.trim() : null;

      const result = await db.transaction(async (tx) => {
        const id = randomUUID();
        const holding = await systemAccountId(tx, 'GIFT_HOLDING');
        const wallet = await memberAccountId(tx, userId);
        const posted = await postMovement(tx, {
          type: 'GIFT',
          amountCents: amount,
          legs: [
            { accountId: wallet, amountCents: -amount },
            { accountId: holding, amountCents: amount },
          ],
          memo: `Gift to ${address}`,
          initiatedBy: userId,
          relatedType: 'GIFT',
          relatedId: id,
          idempotencyKey: key,
          metadata: { action: 'SEND_GIFT', giftId: id, recipientEmail: address },
        });
        if (posted.replayed) return { id: posted.transaction.relatedId!, created: null as GiftRow | null };
        const gift = await repo.insert(tx, {
          id,
          reference: newReference('GF'),
          senderId: userId,
          recipientEmail: address,
          recipientId: recipient?.id ?? null,
          amountCents: amount,
          message,
          status: 'PENDING',
          holdTransactionId: posted.transaction.id,
          expiresAt: new Date(now.getTime() + GIFT_CLAIM_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        });
        const notice = await giftNotice.received(tx, gift);
        await notify(tx, notice && { ...notice, mail: await giftMail.received(tx, gift) });
        return { id, created: gift };
      });

      if (result.created && !result.created.recipientId) await mailNewcomer(result.created);
      return answerFor(result.id, userId);
    },

    listSent: (auth: AuthContext, q: ListQuery) => list(auth, q, repo.listSent),

    listReceived: (auth: AuthContext, q: ListQuery) => list(auth, q, repo.listReceived),

    async get(auth: AuthContext, id: string): Promise<TGift> {
      return view(db, id, await viewerOf(auth.userId));
    },

    /** Claims a gift for the caller (their verified e-mail must be its address). */
    async claim(auth: AuthContext, giftId: string, key: string) {
      const { userId } = auth;
      const done = await findByIdempotencyKey(db, userId, key);
      if (done) return replayOf(done, giftId, userId);
      const viewer = await viewerOf(userId);
      const now = clock();

      const claimed = await db.transaction(async (tx) => {
        const gift = await repo.markAccepted(tx, giftId, viewer, now);
        if (!gift) return null;
        await settleFromHolding(tx, gift, userId, {
          memo: `Gift ${gift.reference} claimed`,
          initiatedBy: userId,
          idempotencyKey: key,
          metadata: { action: 'ACCEPT_GIFT', giftId: gift.id, senderId: gift.senderId },
        });
        await notify(tx, {
          ...(await giftNotice.claimed(tx, gift, userId)),
          mail: await giftMail.claimed(tx, gift, userId),
        });
        return gift;
      });

      if (!claimed) throw await whyNotClaimable(giftId, viewer, now);
      return answerFor(claimed.id, userId);
    },

    /** The sender takes back a pending gift. */
    async cancel(auth: AuthContext, giftId: string, key: string) {
      const { userId } = auth;
      const done = await findByIdempotencyKey(db, userId, key);
      if (done) return replayOf(done, giftId, userId);
      const now = clock();
      const cancelled = await db.transaction(async (tx) => {
        const gift = await repo.markCancelled(tx, giftId, userId, now);
        if (!gift) return null;
        await settleToSender(tx, gift, { initiatedBy: userId, idempotencyKey: key, action: 'CANCEL_GIFT' });
        await notify(tx, await giftNotice.cancelled(tx, gift));
        return gift;
      });
      if (!cancelled) {
        const gift = await repo.findById(db, giftId);
        if (!gift || gift.senderId !== userId) {
          // The recipient may see the gift but not cancel it.
          const viewer = await viewerOf(userId);
          if (gift && (await repo.findView(db, giftId, viewer))) throw new AppError('FORBIDDEN');
          throw new AppError('NOT_FOUND');
        }
        throw new AppError('CONFLICT', GIFT_MESSAGES.notPending);
      }
      return answerFor(cancelled.id, userId);
    },

    /**
     * Returns every PENDING gift whose claim period ended by `now` to its sender (RETURNED), each in
     * its own DB transaction. Answers how many were returned by this run.
     */
    async returnExpired(now: Date = clock(), batch = 200): Promise<number> {
      let returned = 0;
      for (;;) {
        const ids = await repo.dueForReturn(db, now, batch);
        for (const id of ids) {
          const gift = await db.transaction(async (tx) => {
            const g = await repo.markReturned(tx, id, now);
            if (!g) return null;
            await settleToSender(tx, g, { initiatedBy: null, action: 'RETURN_GIFT' });
            await notify(tx, { ...(await giftNotice.returned(tx, g)), mail: giftMail.returned(g) });
            return g;
          });
          if (gift) returned++;
        }
        if (ids.length < batch) return returned;
      }
    },
  };

  /** GIFT_HOLDING → sender, recorded on the gift as its settling movement. */
  async function settleToSender(
    tx: Tx,
    gift: GiftRow,
    o: { initiatedBy: string | null; idempotencyKey?: string; action: 'RETURN_GIFT' | 'CANCEL_GIFT' },
  ): Promise<void> {
    await settleFromHolding(tx, gift, gift.senderId, {
      memo:
        o.action === 'RETURN_GIFT' ? `Gift ${gift.reference} returned` : `Gift ${gift.reference} cancelled`,
      initiatedBy: o.initiatedBy,
      ...(o.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : {}),
      metadata: { action: o.action, giftId: gift.id, recipientEmail: gift.recipientEmail },
    });
  }

  /** The gift's amount GIFT_HOLDING → `toUserId`'s wallet, recorded on the gift as its settling movement. */
  async function settleFromHolding(
    tx: Tx,
    gift: GiftRow,
    toUserId: string,
    m: Pick<PostMovement, 'memo' | 'initiatedBy' | 'idempotencyKey' | 'metadata'>,
  ): Promise<void> {
    const holding = await systemAccountId(tx, 'GIFT_HOLDING');
    const wallet = await memberAccountId(tx, toUserId);
    const posted = await postMovement(tx, {
      type: 'GIFT',
      amountCents: gift.amountCents,
      legs: [
        { accountId: holding, amountCents: -gift.amountCents },
        { accountId: wallet, amountCents: gift.amountCents },
      ],
      ...m,
      relatedType: 'GIFT',
      relatedId: gift.id,
    });
    await repo.setSettleTransaction(tx, gift.id, posted.transaction.id);
  }

  /** The error for a claim that did not apply, from the gift as it is now. */
  async function whyNotClaimable(giftId: string, viewer: Viewer, now: Date): Promise<AppError> {
    const gift = await repo.findById(db, giftId);
    if (!gift) return new AppError('NOT_FOUND');
    if (gift.senderId === viewer.userId) return new AppError('FORBIDDEN', GIFT_MESSAGES.notYours);
    const addressedToMe =
      gift.recipientId === viewer.userId ||
      (gift.recipientId === null &&
        (viewer.verifiedEmail === gift.recipientEmail ||
          (await repo.findUserById(db, viewer.userId))?.email.toLowerCase() === gift.recipientEmail));
    if (!addressedToMe) {
      // Someone else's gift: do not reveal it exists unless it is visible to them anyway.
      return new AppError('FORBIDDEN', GIFT_MESSAGES.notYours);
    }
    if (gift.status !== 'PENDING')
      return new AppError('CONFLICT', closedMessage[gift.status as Exclude<GiftStatus, 'PENDING'>]);
    if (!viewer.verifiedEmail) return new AppError('FORBIDDEN', GIFT_MESSAGES.verifyEmail);
    if (gift.expiresAt <= now) return new AppError('CONFLICT', GIFT_MESSAGES.expired);
    return new AppError('CONFLICT', GIFT_MESSAGES.alreadyClaimed);
  }
}

export type GiftsService = ReturnType<typeof createGiftsService>;
