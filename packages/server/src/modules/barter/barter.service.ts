/**
 * Barter: a seller's sale request, the buyer's decision with PIN, the seller's cancel and refunds.
 * Transitions (see contracts api/barter.ts) are conditional updates in the same DB transaction as
 * the ledger movement, so money and status always commit together, and of two concurrent decisions
 * (accept + cancel, two refunds over the rest) only one applies.
 */
import {
  BARTER_MESSAGES,
  type BarterHoldStatus,
  type BarterReleaser,
  type BarterStatus,
  formatBitsGrouped,
  PAGES,
  type TBarterRefund,
  type TBarterRequest,
  type TBarterRequestDetail,
  type TCreateBarterRequest,
  USER_STATUS_IDS,
} from '@barterbits/contracts';
import { barterRequestMail } from '../../adapters/mail-templates.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isListedMember } from '../members/visibility.ts';
import { barterNotice } from '../notifications/notices.ts';
import { type Notice, noticeMail, notify } from '../notifications/notify.ts';
import { verifyPinOrToken } from '../pin-location/pin-check.ts';
import { referralsAfterBarter } from '../referrals/hooks.ts';
import {
  balanceOf,
  findByIdempotencyKey,
  memberAccountId,
  newReference,
  postMovement,
  systemAccountId,
} from '../wallet/ledger.ts';
import {
  type BarterRow,
  type BarterRowWithRef,
  createBarterRepository,
  type ListFilter,
} from './barter.repository.ts';
import type { BarterDisputesService } from './barter-disputes.service.ts';
import { payFromHold } from './hold-ledger.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Buyer look-ups per seller: plenty for typing a name or an address, too few to sweep addresses. */
export const BUYER_LOOKUP_RATE_LIMIT: RateLimitRule = {
  name: 'buyer-lookup',
  max: 60,
  windowSeconds: 60,
  message: 'Too many searches for buyers. Please wait a minute and try again.',
};

export interface BarterServiceDeps {
  db: Db;
  /**
   * Brand and public URL of the request e-mail (without it the buyer gets the generic notice e-mail), and
   * the days of buyer protection (`barterHoldDays`; without config, none).
   */
  config?: AppConfig;
  /** The time now (tests move it). */
  clock?: () => Date;
  /** Disputes of held payments, shown on the barter's page (none without). */
  disputes?: Pick<BarterDisputesService, 'ofBarter'>;
}

const DAY_MS = 24 * 60 * 60_000;
/** The buyer is reminded this long before a held payment is released by itself. */
export const HOLD_REMINDER_BEFORE_MS = DAY_MS;

export function createBarterService(deps: BarterServiceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const holdDays = deps.config?.barterHoldDays ?? 0;

  /** The buyer's "pay for this sale" e-mail, built in the request's transaction; none without config. */
  async function requestMail(tx: DbOrTx, row: BarterRow): Promise<Notice['mail']> {
    const { config } = deps;
    if (!config) return undefined;
    const names = await createBarterRepository(tx).displayNames([row.sellerId]);
    // In the buyer's language (notify() gives it): the one the e-mail is for, not the seller's.
    return noticeMail((to, locale) =>
      barterRequestMail(
        { productName: config.productName, supportEmail: config.supportEmail },
        to,
        {
          sellerName: names.get(row.sellerId) ?? 'Member',
          offerTitle: row.offerTitle,
          amount: formatBitsGrouped(row.amountCents, { locale }),
          link: `${config.publicUrl}${PAGES.barterRequest.href(row.id)}`,
        },
        locale,
      ),
    );
  }

  async function toItems(db: DbOrTx, rows: BarterRowWithRef[]): Promise<TBarterRequest[]> {
    const names = await createBarterRepository(db).displayNames(rows.flatMap((r) => [r.sellerId, r.buyerId]));
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      seller: { id: r.sellerId, displayName: names.get(r.sellerId) ?? 'Member' },
      buyer: { id: r.buyerId, displayName: names.get(r.buyerId) ?? 'Member' },
      offer: { id: r.offerId, title: r.offerTitle },
      amountCents: Number(r.amountCents),
      refundedCents: Number(r.refundedCents),
      status: r.status as BarterStatus,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      transactionReference: r.transactionReference,
      hold:
        r.holdStatus && r.releaseAt
          ? {
              status: r.holdStatus as BarterHoldStatus,
              releaseAt: r.releaseAt.toISOString(),
              releasedAt: iso(r.releasedAt),
              releasedBy: (r.releasedBy as BarterReleaser | null) ?? null,
              heldCents:
                r.holdStatus === 'HELD' || r.holdStatus === 'DISPUTED'
                  ? Number(r.amountCents - r.refundedCents)
                  : 0,
            }
          : null,
    }));
  }

  async function itemOf(db: DbOrTx, id: string): Promise<TBarterRequest> {
    const row = await createBarterRepository(db).findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await toItems(db, [row]))[0]!;
  }

  /** The request if the caller is its seller or buyer; 404 otherwise (its existence is not told). */
  async function partyRow(db: DbOrTx, auth: AuthContext, id: string): Promise<BarterRowWithRef> {
    const row = await createBarterRepository(db).findById(id);
    if (!row || (row.sellerId !== auth.userId && row.buyerId !== auth.userId))
      throw new AppError('NOT_FOUND');
    return row;
  }

  /** Why a conditional update matched nothing: the request is someone else's side, or not in that state. */
  function refuse(row: BarterRow, auth: AuthContext, side: 'buyer' | 'seller', message: string): never {
    const mine = side === 'buyer' ? row.buyerId : row.sellerId;
    if (mine !== auth.userId) throw new AppError('FORBIDDEN');
    throw new AppError('CONFLICT', message);
  }

  async function assertCompletedMember(userId: string) {
    const state = await createBarterRepository(db).memberState(userId);
    if (!state) throw new AppError('UNAUTHORIZED');
    if (state.checkOutStatus !== 'COMPLETED') throw new AppError('ONBOARDING_STAGE');
    return state;
  }

  function assertSelf(auth: AuthContext, id: string) {
    if (id !== auth.userId) throw new AppError('FORBIDDEN');
  }

  /**
   * HELD → RELEASED and the hold's rest (the amount less refunds) BARTER_HOLDING → seller, in `tx`; answers
   * the movement's reference, or null when the payment is no longer held (released, returned or disputed).
   */
  async function releaseHold(
    tx: DbOrTx,
    id: string,
    o: { by: 'BUYER' | 'AUTO' | 'ADMIN'; buyerId?: string; idempotencyKey?: string; now?: Date },
  ): Promise<string | null> {
    const repo = createBarterRepository(tx);
    const row = await repo.release(id, o.by, o.now ?? clock(), o.buyerId);
    if (!row) return null;
    const rest = row.amountCents - row.refundedCents;
    const transaction = await payFromHold(tx, row, 'SELLER', rest, {
      memo: row.offerTitle,
      initiatedBy: o.buyerId ?? null,
      idempotencyKey: o.idempotencyKey,
      metadata: { stage: 'RELEASE', releasedBy: o.by },
    });
    await repo.setReleaseTransaction(row.id, transaction.id);
    await notify(tx, await barterNotice.released(tx, row, rest));
    // The barter is done: it may qualify either side's referral (and pay its reward).
    await referralsAfterBarter(tx, row);
    return transaction.reference;
  }

  /** Reminds each buyer once, a day before their held payment is released by itself. */
  async function remindSoon(now: Date, batch: number): Promise<void> {
    for (;;) {
      const rows = await db.transaction(async (tx) => {
        const due = await createBarterRepository(tx).takeDueReminders(now, HOLD_REMINDER_BEFORE_MS, batch);
        for (const row of due) await notify(tx, await barterNotice.releaseSoon(tx, row));
        return due;
      });
      if (rows.length < batch) return;
    }
  }

  const refundOf = (t: { reference: string; amountCents: bigint; memo: string | null; createdAt: Date }) =>
    ({
      reference: t.reference,
      amountCents: Number(t.amountCents),
      reason: t.memo,
      createdAt: t.createdAt.toISOString(),
    }) satisfies TBarterRefund;

  return {
    /** GET /purchase/barter-record/user/:id. */
    async listSales(auth: AuthContext, userId: string, f: ListFilter): Promise<Page<TBarterRequest>> {
      assertSelf(auth, userId);
      const { rows, total } = await createBarterRepository(db).listForSeller(userId, f);
      return { items: await toItems(db, rows), total };
    },

    /** GET /purchase/barter-request/user/:id. */
    async listPurchases(auth: AuthContext, userId: string, f: ListFilter): Promise<Page<TBarterRequest>> {
      assertSelf(auth, userId);
      const { rows, total } = await createBarterRepository(db).listForBuyer(userId, f);
      return { items: await toItems(db, rows), total };
    },

    /**
     * GET /purchase/buyer-lookup: the seller confirms whom they charge, so an exact e-mail names the
     * member; counted per seller (BUYER_LOOKUP_RATE_LIMIT) so it cannot be used to sweep addresses.
     */
    async lookupBuyers(auth: AuthContext, query: string) {
      await takeRateLimit(db, BUYER_LOOKUP_RATE_LIMIT, auth.userId);
      return createBarterRepository(db).findBuyerCandidates(query, auth.userId);
    },

    /** GET /purchase/barter-request/:id. */
    async get(auth: AuthContext, id: string): Promise<TBarterRequestDetail> {
      const row = await partyRow(db, auth, id);
      const [item] = await toItems(db, [row]);
      const refunds = await createBarterRepository(db).refundsOf(id);
      const dispute = row.holdStatus && deps.disputes ? await deps.disputes.ofBarter(db, id) : null;
      return { ...item!, refunds: refunds.map(refundOf), dispute };
    },

    /**
     * POST /purchase/barter-request (idempotent): nothing moves until the buyer accepts. The request
     * keeps the Idempotency-Key, so a retry after a crash answers the request it created.
     */
    async create(
      auth: AuthContext,
      body: TCreateBarterRequest,
      idempotencyKey: string,
    ): Promise<TBarterRequest> {
      await assertCompletedMember(auth.userId);
      const repo = createBarterRepository(db);
      const earlier = await repo.findBySellerKey(auth.userId, idempotencyKey);
      if (earlier) return itemOf(db, earlier.id);
      if (body.buyerId === auth.userId) {
        throw new AppError('VALIDATION_FAILED', BARTER_MESSAGES.buyerIsSelf, {
          fieldErrors: { buyerId: [BARTER_MESSAGES.buyerIsSelf] },
        });
      }
      const buyer = await repo.memberState(body.buyerId);
      if (!buyer || !isListedMember(buyer)) {
        throw new AppError('VALIDATION_FAILED', BARTER_MESSAGES.buyerNotFound, {
          fieldErrors: { buyerId: [BARTER_MESSAGES.buyerNotFound] },
        });
      }
      const offer = await repo.activeOfferOf(body.offerId, auth.userId);
      if (!offer) {
        throw new AppError('VALIDATION_FAILED', BARTER_MESSAGES.offerNotActive, {
          fieldErrors: { offerId: [BARTER_MESSAGES.offerNotActive] },
        });
      }
      const row = await db.transaction(async (tx) => {
        const created = await createBarterRepository(tx).insert({
          reference: newReference('BR'),
          sellerId: auth.userId,
          buyerId: body.buyerId,
          offerId: offer.id,
          offerTitle: offer.title,
          amountCents: BigInt(body.amountCents),
          note: body.note ? body.note : null,
          idempotencyKey,
        });
        await notify(tx, {
          ...(await barterNotice.requested(tx, created)),
          mail: await requestMail(tx, created),
        });
        return created;
      });
      return itemOf(db, row.id);
    },

    /**
     * POST /purchase/barter-request/confirmation (inside withIdempotency). Accepting checks the PIN
     * first (outside the transaction, so a wrong PIN's count stays), then in one transaction:
     * PENDING → ACCEPTED and the SALE_PURCHASE movement buyer → seller. INSUFFICIENT_BITS rolls both
     * back: the request stays PENDING.
     */
    async confirm(
      auth: AuthContext,
      body: { requestId: string; accept: boolean; pin?: string | undefined; pinToken?: string | undefined },
      idempotencyKey: string,
    ) {
      const before = await partyRow(db, auth, body.requestId);
      if (before.buyerId !== auth.userId) throw new AppError('FORBIDDEN');

      if (!body.accept) {
        const row = await db.transaction(async (tx) => {
          const declined = await createBarterRepository(tx).decide(body.requestId, auth.userId, 'REJECTED');
          if (declined) await notify(tx, await barterNotice.declined(tx, declined));
          return declined;
        });
        if (!row) refuse(before, auth, 'buyer', BARTER_MESSAGES.notPending);
        return {
          request: await itemOf(db, row.id),
          transactionReference: null,
          balanceCents: Number(await balanceOf(db, auth.userId)),
        };
      }

      // Already applied under this key (e.g. the answer was lost): answer from what is stored.
      const earlier = await findByIdempotencyKey(db, auth.userId, idempotencyKey);
      if (earlier) {
        if (earlier.relatedId !== body.requestId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return {
          request: await itemOf(db, body.requestId),
          transactionReference: earlier.reference,
          balanceCents: Number(await balanceOf(db, auth.userId)),
        };
      }
      if (before.status !== 'PENDING') refuse(before, auth, 'buyer', BARTER_MESSAGES.notPending);
      const seller = await createBarterRepository(db).memberState(before.sellerId);
      if (!seller || seller.statusId !== USER_STATUS_IDS.ACTIVE) {
        throw new AppError('CONFLICT', BARTER_MESSAGES.sellerInactive);
      }
      await verifyPinOrToken(db, auth.userId, { pin: body.pin, pinToken: body.pinToken });

      return db.transaction(async (tx) => {
        const repo = createBarterRepository(tx);
        const row = await repo.decide(body.requestId, auth.userId, 'ACCEPTED');
        if (!row) throw new AppError('CONFLICT', BARTER_MESSAGES.notPending);
        const from = await memberAccountId(tx, row.buyerId);
        // Buyer protection: the payment waits in BARTER_HOLDING until it is released to the seller.
        const held = holdDays > 0;
        const to = held
          ? await systemAccountId(tx, 'BARTER_HOLDING')
          : await memberAccountId(tx, row.sellerId);
        const { transaction, balancesAfter } = await postMovement(tx, {
          type: 'SALE_PURCHASE',
          amountCents: row.amountCents,
          legs: [
            { accountId: from, amountCents: -row.amountCents },
            { accountId: to, amountCents: row.amountCents },
          ],
          memo: row.offerTitle,
          initiatedBy: auth.userId,
          relatedType: 'BARTER',
          relatedId: row.id,
          idempotencyKey,
          metadata: {
            barterReference: row.reference,
            sellerId: row.sellerId,
            buyerId: row.buyerId,
            ...(held ? { stage: 'HOLD' } : {}),
          },
        });
        await repo.setTransaction(row.id, transaction.id);
        if (held) {
          const heldRow = await repo.startHold(row.id, new Date(clock().getTime() + holdDays * DAY_MS));
          await notify(tx, await barterNotice.held(tx, heldRow, holdDays));
        } else {
          await notify(tx, await barterNotice.accepted(tx, row));
          // A successful barter may qualify either side's referral (and pay its reward).
          await referralsAfterBarter(tx, row);
        }
        return {
          request: await itemOf(tx, row.id),
          transactionReference: transaction.reference,
          // The caller's wallet is `from` (the buyer accepts, the seller refunds); a replay has no balances.
          balanceCents: Number(balancesAfter.get(from) ?? (await balanceOf(tx, auth.userId))),
        };
      });
    },

    /** POST /purchase/barter-request/cancel: PENDING → CANCELLED; cancelling again answers the same. */
    async cancel(auth: AuthContext, requestId: string): Promise<TBarterRequest> {
      const before = await partyRow(db, auth, requestId);
      if (before.sellerId !== auth.userId) throw new AppError('FORBIDDEN');
      const row = await createBarterRepository(db).cancel(requestId, auth.userId);
      if (!row) {
        const now = await partyRow(db, auth, requestId);
        if (now.status === 'CANCELLED') return itemOf(db, requestId);
        throw new AppError('CONFLICT', BARTER_MESSAGES.notPending);
      }
      return itemOf(db, row.id);
    },

    /**
     * POST /purchase/barter-request/release (inside withIdempotency): the buyer confirms they received
     * what they paid for, and the held payment (less refunds) goes to the seller. Releasing a payment
     * already released answers the same; one returned or disputed is refused.
     */
    async release(auth: AuthContext, requestId: string, idempotencyKey: string) {
      const before = await partyRow(db, auth, requestId);
      if (before.buyerId !== auth.userId) throw new AppError('FORBIDDEN');
      const earlier = await findByIdempotencyKey(db, auth.userId, idempotencyKey);
      if (earlier) {
        // Only this barter's release answers a retry: the key of its payment, say, is another call's.
        const stage = (earlier.metadata as { stage?: string } | null)?.stage;
        if (earlier.relatedId !== requestId || stage !== 'RELEASE')
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { request: await itemOf(db, requestId), transactionReference: earlier.reference };
      }
      const released = await db.transaction((tx) =>
        releaseHold(tx, requestId, { by: 'BUYER', buyerId: auth.userId, idempotencyKey }),
      );
      if (released) return { request: await itemOf(db, requestId), transactionReference: released };
      const now = await partyRow(db, auth, requestId);
      if (now.holdStatus === 'RELEASED' && now.releaseTransactionId) {
        const [item] = await toItems(db, [now]);
        const reference = await createBarterRepository(db).transactionReference(now.releaseTransactionId);
        return { request: item!, transactionReference: reference ?? '' };
      }
      if (now.holdStatus === 'DISPUTED') throw new AppError('CONFLICT', BARTER_MESSAGES.disputed);
      throw new AppError('CONFLICT', BARTER_MESSAGES.notHeld);
    },

    /**
     * The release job's step: pays the sellers of held payments whose hold has run out, each in a
     * transaction of its own (a run stopped half-way leaves each barter released or still held, and the
     * next run goes on), and reminds the buyers whose hold ends within a day. Answers how many moved.
     */
    async releaseDue(now: Date = clock(), batch = 100): Promise<number> {
      await remindSoon(now, batch);
      let released = 0;
      for (;;) {
        const ids = await createBarterRepository(db).dueForRelease(now, batch);
        for (const id of ids) {
          if (await db.transaction((tx) => releaseHold(tx, id, { by: 'AUTO', now }))) released++;
        }
        if (ids.length < batch) return released;
      }
    },

    /**
     * POST /purchase/barter-refund (inside withIdempotency): in one transaction the refunded amount
     * grows (never past the amount paid; REFUND when complete) and the REFUND movement seller → buyer
     * is posted (the seller may lack the BITS: INSUFFICIENT_BITS, nothing changes).
     */
    async refund(
      auth: AuthContext,
      body: {
        requestId: string;
        amountCents: number;
        reason?: string | undefined;
        pin?: string | undefined;
        pinToken?: string | undefined;
      },
      idempotencyKey: string,
    ) {
      const before = await partyRow(db, auth, body.requestId);
      if (before.sellerId !== auth.userId) throw new AppError('FORBIDDEN');
      const earlier = await findByIdempotencyKey(db, auth.userId, idempotencyKey);
      if (earlier) {
        if (earlier.relatedId !== body.requestId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return {
          request: await itemOf(db, body.requestId),
          refund: refundOf(earlier),
          balanceCents: Number(await balanceOf(db, auth.userId)),
        };
      }
      if (before.status !== 'ACCEPTED') throw new AppError('CONFLICT', BARTER_MESSAGES.notRefundable);
      if (before.holdStatus === 'DISPUTED') throw new AppError('CONFLICT', BARTER_MESSAGES.disputed);
      await verifyPinOrToken(db, auth.userId, { pin: body.pin, pinToken: body.pinToken });
      const cents = BigInt(body.amountCents);
      const reason = body.reason ? body.reason : null;
      return db.transaction(async (tx) => {
        const repo = createBarterRepository(tx);
        const row = await repo.addRefund(body.requestId, auth.userId, cents);
        if (!row) {
          const now = await repo.findById(body.requestId);
          if (now?.status !== 'ACCEPTED') throw new AppError('CONFLICT', BARTER_MESSAGES.notRefundable);
          if (now.holdStatus === 'DISPUTED') throw new AppError('CONFLICT', BARTER_MESSAGES.disputed);
          throw new AppError('VALIDATION_FAILED', BARTER_MESSAGES.refundTooLarge, {
            fieldErrors: { amountCents: [BARTER_MESSAGES.refundTooLarge] },
          });
        }
        // While the payment is held (RETURNED: this refund took the rest of it) it comes out of the hold.
        const fromHold = row.holdStatus === 'HELD' || row.holdStatus === 'RETURNED';
        const from = fromHold
          ? await systemAccountId(tx, 'BARTER_HOLDING')
          : await memberAccountId(tx, row.sellerId);
        const to = await memberAccountId(tx, row.buyerId);
        const { transaction, balancesAfter } = await postMovement(tx, {
          type: 'REFUND',
          amountCents: cents,
          legs: [
            { accountId: from, amountCents: -cents },
            { accountId: to, amountCents: cents },
          ],
          memo: reason,
          initiatedBy: auth.userId,
          relatedType: 'BARTER',
          relatedId: row.id,
          idempotencyKey,
          metadata: { barterReference: row.reference, sellerId: row.sellerId, buyerId: row.buyerId },
        });
        await notify(tx, await barterNotice.refunded(tx, row, cents));
        return {
          request: await itemOf(tx, row.id),
          refund: refundOf(transaction),
          // The seller's wallet (`from`, unless the refund came out of the hold); a replay has no balances.
          balanceCents: Number(
            (fromHold ? undefined : balancesAfter.get(from)) ?? (await balanceOf(tx, auth.userId)),
          ),
        };
      });
    },
  };
}

export type BarterService = ReturnType<typeof createBarterService>;
