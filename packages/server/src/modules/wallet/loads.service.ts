/**
 * Loading BITS by card. A load is a bits_loads row that moves through
 *
 *   PROCESSING ──charge declined──────────────▶ FAILED      (no BITS, nothing charged)
 *   PROCESSING ──charged + ledger committed───▶ SUCCESSFUL  (ADD_BITS CARD_LOADS → member)
 *   PROCESSING ──charged, ledger impossible───▶ REFUND      (the card is refunded; no BITS)
 *
 * 1. The row is written first (PROCESSING, keyed by the member's Idempotency-Key), in a transaction
 *    that holds a per-member advisory lock and checks the daily limit, so concurrent loads cannot
 *    pass it (PROCESSING and SUCCESSFUL loads count).
 * 2. The card is charged with the processor idempotency key = the load id (a repeated charge call
 *    answers the first outcome and never charges twice); the charge id is recorded on the row.
 * 3. One DB transaction locks the row, posts ADD_BITS (with the Idempotency-Key on the movement),
 *    marks the load SUCCESSFUL and tells the member (BITS_LOADED notice): money, status and notice
 *    commit together, so the notice is given once, whoever completes the load.
 *
 * A load left PROCESSING (crash, processor unreachable, ledger failure after the charge) is settled
 * by `settle`, from the job (reconcileLoads) or from a retry with the same Idempotency-Key:
 * - no charge id: the charge is asked again with the same processor key (answers the first outcome,
 *   or charges now if the first call never reached the processor), then completed;
 * - charge id: completed (BITS credited); if it still cannot be completed after REFUND_AFTER_MS, it is
 *   refunded instead. Completing and refunding both start with a conditional transition out of
 *   PROCESSING under the row lock, so only one of them can ever happen, and only once.
 */
import {
  CARD_MESSAGES,
  type ErrorCode,
  formatBitsGrouped,
  MAX_SAVED_CARDS,
  PAYMENTS_ADMIN_MESSAGES,
  type TBitsLoad,
  type TCardInput,
  type TWalletTransaction,
  WALLET_LOAD_LIMITS,
  WALLET_MESSAGES,
} from '@barterbits/contracts';
import {
  type IntentPayments,
  isPaymentError,
  type PaymentAttempt,
  type PaymentProcessor,
  paymentAppError,
  paymentRefusalOf,
  type TokenizedCard,
  tokenizeCardInput,
} from '../../adapters/payments.ts';
import type { Db } from '../../db/client.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { customerAt } from '../membership/processor-customers.ts';
import { notify } from '../notifications/notify.ts';
import { disputeOfCredit, recordRefundDebt } from '../payments/disputes.service.ts';
import { verifyPinOrToken } from '../pin-location/pin-check.ts';
import { todayRange } from './calendar.ts';
import { balanceOf, memberAccountId, postMovement, systemAccountId } from './ledger.ts';
import { walletNotice } from './wallet.notices.ts';
import { type CardRow, createWalletRepository, type LoadRow } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';

export const LOAD_CURRENCY = 'CAD';
/** A PROCESSING load untouched this long is reconciled by the job. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A charged load that still cannot be credited after this long is refunded instead. */
export const REFUND_AFTER_MS = 24 * 60 * 60_000;
/** A payment whose bank check the member has not completed in this long is cancelled (the load fails). */
export const ABANDON_AFTER_MS = 60 * 60_000;
/** A load whose payment the processor never answered for this long is failed (well within its 24 h key memory). */
export const UNANSWERED_AFTER_MS = 6 * 60 * 60_000;

export interface LoadInput {
  amountCents: number;
  cardId?: string | undefined;
  card?: TCardInput | undefined;
  /** A new card entered in the card processor's own field (Stripe's PaymentMethod). */
  paymentMethodId?: string | undefined;
  saveCard?: boolean | undefined;
  pin?: string | undefined;
  pinToken?: string | undefined;
}

export interface LoadsServiceDeps {
  db: Db;
  payments: PaymentProcessor;
  now?: () => Date;
}

/**
 * What a load request answers: the data, or the error the member sees (a decline is a stored answer
 * too). A domain outcome built from the load row, not the HTTP envelope: the route answers
 * `{ data, message }` or throws the error.
 */
export type LoadOutcome =
  | {
      ok: true;
      data: {
        load: TBitsLoad;
        transaction: TWalletTransaction;
        balanceCents: number;
        todayRemainingCents: number;
      };
    }
  | { ok: false; code: ErrorCode; message: string | null; loadId: string };

export function createLoadsService(deps: LoadsServiceDeps) {
  const { db, payments } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createWalletRepository();
  const wallet = createWalletService({ db, now });

  const tokenize = (card: TCardInput) => tokenizeCardInput(payments, card);

  /** The load a processor's charge paid (by the charge, else by its payment), or null. */
  const loadOfCharge = async (ref: { chargeRef: string; paymentRef: string | null }) =>
    (await repo.findLoadByChargeId(db, ref.chargeRef)) ??
    (ref.paymentRef ? await repo.findLoadByPaymentRef(db, ref.paymentRef) : null);

  async function toLoad(load: LoadRow): Promise<TBitsLoad> {
    const card = load.cardId ? await repo.findCardById(db, load.cardId) : null;
    return {
      id: load.id,
      amountCents: Number(load.amountCents),
      status: load.status as TBitsLoad['status'],
      card: card ? { brand: card.brand as 'Visa', last4: card.last4 } : null,
      failureCode: load.failureCode,
      transactionId: load.transactionId,
      createdAt: load.createdAt.toISOString(),
      completedAt: load.completedAt ? load.completedAt.toISOString() : null,
    };
  }

  /** The answer a load in a final state gives (the same for the first request and every replay). */
  async function outcomeOf(load: LoadRow): Promise<LoadOutcome> {
    if (load.status === 'SUCCESSFUL' && load.transactionId) {
      const [transaction, balance, allowance] = await Promise.all([
        wallet.transactionOf(load.userId, load.transactionId),
        balanceOf(db, load.userId),
        wallet.allowanceOf(load.userId),
      ]);
      return {
        ok: true,
        data: {
          load: await toLoad(load),
          transaction,
          balanceCents: Number(balance),
          todayRemainingCents: allowance.todayRemainingCents,
        },
      };
    }
    if (load.status === 'FAILED') {
      // Mapped from the stored code, so every replay answers exactly as the first request did.
      return { ok: false, ...paymentRefusalOf(load.failureCode), loadId: load.id };
    }
    if (load.status === 'REFUND') {
      return { ok: false, code: 'CONFLICT', message: WALLET_MESSAGES.loadRefunded, loadId: load.id };
    }
    throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.loadProcessing);
  }

  /**
   * Moves a PROCESSING load to FAILED. When the job settles it (`tell`), the member is not waiting for
   * an answer, so they get a notice, in the transition's transaction: once, whoever fails it.
   */
  async function fail(load: LoadRow, failureCode: string, tell: boolean): Promise<LoadRow> {
    const failed = await db.transaction(async (tx) => {
      const row = await repo.transitionLoad(tx, load.id, 'PROCESSING', {
        status: 'FAILED',
        failureCode,
        completedAt: now(),
      });
      if (row && tell) await notify(tx, walletNotice.failed(row, paymentRefusalOf(failureCode).message));
      return row;
    });
    return failed ?? ((await repo.findLoad(db, load.id)) as LoadRow);
  }

  /** The load as stored now (after a transition another caller made). */
  const reread = async (load: LoadRow) => (await repo.findLoad(db, load.id)) as LoadRow;

  /**
   * Pays a PROCESSING load with a processor whose payments settle in steps (Stripe). The payment is made
   * once, with a key derived from the member's Idempotency-Key, and its reference is stored at once;
   * from then on the load is read back from the processor (a retry, the job, the processor's event):
   * - succeeded: the charge is recorded, and the load is credited next;
   * - refused (or the bank's check failed): FAILED, nothing charged;
   * - the bank asks the member to confirm (3-D Secure): still PROCESSING; the member's request answers
   *   PAYMENT_ACTION_REQUIRED with what the browser needs, and the same request again finishes it.
   *   Left unconfirmed for ABANDON_AFTER_MS, the job cancels the payment and fails the load;
   * - still processing at the processor: still PROCESSING, settled later.
   */
  async function payInSteps(
    load: LoadRow,
    card: CardRow,
    intents: IntentPayments,
    fromJob: boolean,
  ): Promise<LoadRow> {
    let current = load;
    let attempt: PaymentAttempt;
    try {
      if (current.paymentRef) {
        attempt = await intents.retrieve(current.paymentRef);
      } else {
        attempt = await intents.pay({
          methodRef: card.processorToken,
          customerRef: await customerAt(db, payments.name, intents, current.userId),
          amountCents: Number(current.amountCents),
          currency: LOAD_CURRENCY,
          idempotencyKey: `load:${current.userId}:${current.idempotencyKey ?? current.id}`,
          description: `Load ${Number(current.amountCents) / 100} BITS`,
          saveMethod: current.saveCard,
          metadata: { kind: 'load', loadId: current.id, userId: current.userId },
        });
        current =
          (await repo.transitionLoad(db, current.id, 'PROCESSING', { paymentRef: attempt.ref })) ??
          (await reread(current));
        if (current.status !== 'PROCESSING') return current;
        // Off the member's request (the job, an event that came first), the answer may be Stripe's replay of
        // an earlier one: the payment as it stands now is what counts.
        if (fromJob) attempt = await intents.retrieve(attempt.ref);
      }
    } catch (e) {
      if (isPaymentError(e) && e.code !== 'PROCESSOR_ERROR') return fail(current, e.code, fromJob);
      // Stripe unreachable since the load began, its payment never made or never answered: given up well
      // before Stripe forgets the key (24 h), so a later retry can never pay a second time. A payment that
      // was in fact made is refunded when its event comes (settleFromEvent).
      if (
        fromJob &&
        !current.paymentRef &&
        now().getTime() - current.createdAt.getTime() > UNANSWERED_AFTER_MS
      )
        return fail(current, 'PROCESSOR_ERROR', true);
      await repo.touchLoad(db, current.id);
      throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.loadProcessing, { cause: e });
    }

    switch (attempt.status) {
      case 'succeeded':
        return (
          (await repo.transitionLoad(db, current.id, 'PROCESSING', {
            chargeId: attempt.chargeRef ?? attempt.ref,
          })) ?? (await reread(current))
        );
      case 'failed': {
        // Refused, or the bank's check failed: cancelled at the processor first, so the payment can never be
        // made later (the browser still holds its client secret). One paid meanwhile is read as it is.
        const cancelled = await intents.cancel(attempt.ref, `load-cancel:${current.id}`).catch(() => null);
        if (cancelled?.status === 'succeeded') return payInSteps(current, card, intents, fromJob);
        return fail(current, attempt.failure ?? 'CARD_DECLINED', fromJob);
      }
      case 'canceled':
        return fail(current, attempt.failure ?? 'CARD_DECLINED', fromJob);
      case 'requires_action': {
        if (fromJob) {
          if (now().getTime() - current.createdAt.getTime() <= ABANDON_AFTER_MS) return current;
          // Never confirmed: cancelled, so it can never be paid later; one settled meanwhile is read as it is.
          const cancelled = await intents.cancel(attempt.ref, `load-cancel:${current.id}`);
          if (cancelled.status === 'succeeded') return payInSteps(current, card, intents, fromJob);
          return fail(current, cancelled.failure ?? 'CARD_DECLINED', true);
        }
        await repo.touchLoad(db, current.id);
        throw new AppError('PAYMENT_ACTION_REQUIRED', undefined, {
          action: { type: 'authenticate', clientSecret: attempt.clientSecret ?? '' },
        });
      }
      default:
        if (fromJob) return current;
        await repo.touchLoad(db, current.id);
        throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.loadProcessing);
    }
  }

  /**
   * A payment that succeeded after its load had failed (confirmed later with its client secret, or made
   * though its answer never came): the member never got BITS for it, so the money goes back to the card
   * (the load moves FAILED → REFUND, then the usual refund, with the member told).
   */
  async function refundLatePayment(
    load: LoadRow,
    paymentRef: string,
    intents: IntentPayments,
  ): Promise<LoadRow> {
    const attempt = await intents.retrieve(paymentRef);
    if (attempt.status !== 'succeeded') return load;
    const claimed = await repo.transitionLoad(db, load.id, 'FAILED', {
      status: 'REFUND',
      failureCode: 'REFUND_PENDING',
      paymentRef,
      chargeId: attempt.chargeRef ?? attempt.ref,
      completedAt: now(),
    });
    return claimed ? refund(claimed) : ((await repo.findLoad(db, load.id)) as LoadRow);
  }

  /** Charges a PROCESSING load without a charge id (same processor key: never twice). */
  async function charge(load: LoadRow, fromJob = false): Promise<LoadRow> {
    const card = load.cardId ? await repo.findCardById(db, load.cardId) : null;
    if (!card || card.processor !== payments.name) {
      // Nothing can have been charged with a card we cannot use.
      return fail(load, 'CARD_INVALID', fromJob);
    }
    if (payments.intents) return payInSteps(load, card, payments.intents, fromJob);
    let chargeId: string;
    try {
      ({ chargeId } = await payments.charge({
        token: card.processorToken,
        amountCents: Number(load.amountCents),
        currency: LOAD_CURRENCY,
        idempotencyKey: load.id,
        description: `Load ${Number(load.amountCents) / 100} BITS`,
      }));
    } catch (e) {
      if (isPaymentError(e) && e.code !== 'PROCESSOR_ERROR') return fail(load, e.code, fromJob);
      // Unknown outcome (processor unreachable): stays PROCESSING for a retry or the job.
      await repo.touchLoad(db, load.id);
      throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.loadProcessing, { cause: e });
    }
    return (
      (await repo.transitionLoad(db, load.id, 'PROCESSING', { chargeId })) ??
      ((await repo.findLoad(db, load.id)) as LoadRow)
    );
  }

  /** Credits a charged PROCESSING load: one transaction for the movement, the status and the notice. */
  async function complete(load: LoadRow): Promise<LoadRow> {
    const [memberAccount, cardLoads] = await Promise.all([
      memberAccountId(db, load.userId),
      systemAccountId(db, 'CARD_LOADS'),
    ]);
    return db.transaction(async (tx) => {
      const locked = await repo.lockLoad(tx, load.id);
      if (locked?.status !== 'PROCESSING') return locked as LoadRow;
      let transactionId: string | null = null;
      const credit = async () => {
        const { transaction } = await postMovement(tx, {
          type: 'ADD_BITS',
          amountCents: locked.amountCents,
          legs: [
            { accountId: cardLoads, amountCents: -locked.amountCents },
            { accountId: memberAccount, amountCents: locked.amountCents },
          ],
          initiatedBy: locked.userId,
          relatedType: 'LOAD',
          relatedId: locked.id,
          // The member's Idempotency-Key on the movement: a load can never be credited twice.
          idempotencyKey: locked.idempotencyKey ?? `load:${locked.id}`,
          metadata: { chargeId: locked.chargeId },
        });
        transactionId = transaction.id;
      };
      // Its payment disputed at the bank before the credit: an open dispute holds the BITS as they are
      // credited; a lost one took the card money back, so nothing is credited.
      if ((await disputeOfCredit(tx, locked, credit)) === 'LOST') {
        return (await repo.transitionLoad(tx, locked.id, 'PROCESSING', {
          status: 'REFUND',
          failureCode: 'CHARGED_BACK',
          completedAt: now(),
        })) as LoadRow;
      }
      if (transactionId === null) await credit();
      const done = await repo.transitionLoad(tx, locked.id, 'PROCESSING', {
        status: 'SUCCESSFUL',
        transactionId,
        failureCode: null,
        completedAt: now(),
      });
      // Told with the credit: the same transaction, so once (PAYMENTS).
      await notify(tx, walletNotice.loaded(locked));
      return done as LoadRow;
    });
  }

  /** Refunds a charged load that could not be credited: first leave PROCESSING (so it can never be credited), then refund. */
  async function refund(load: LoadRow): Promise<LoadRow> {
    const claimed =
      load.status === 'REFUND'
        ? load
        : await repo.transitionLoad(db, load.id, 'PROCESSING', {
            status: 'REFUND',
            failureCode: 'REFUND_PENDING',
            completedAt: now(),
          });
    if (!claimed) return (await repo.findLoad(db, load.id)) as LoadRow;
    try {
      await payments.refund(claimed.chargeId!, Number(claimed.amountCents));
    } catch (e) {
      // "exceeds the charge" means an earlier attempt refunded it already.
      if (!(isPaymentError(e) && /exceeds/i.test(e.message))) {
        // The processor refused the refund for good (e.g. the charge is disputed at the bank): not retried.
        if (isPaymentError(e) && e.code !== 'PROCESSOR_ERROR') return refundRefused(claimed);
        await repo.touchLoad(db, claimed.id);
        return claimed;
      }
    }
    // REFUND_PENDING → REFUNDED under the row lock, with the member's notice: once, whoever refunded.
    return db.transaction(async (tx) => {
      const locked = await repo.lockLoad(tx, claimed.id);
      if (locked?.status !== 'REFUND' || locked.failureCode !== 'REFUND_PENDING') return locked ?? claimed;
      const done = await repo.transitionLoad(tx, claimed.id, 'REFUND', { failureCode: 'REFUNDED' });
      // A credited load was refunded by support (its BITS taken back first); an uncredited one by the job.
      await notify(
        tx,
        locked.transactionId ? walletNotice.refundedBySupport(locked) : walletNotice.refunded(locked),
      );
      return done ?? locked;
    });
  }

  /**
   * The processor refused a refund for good. A credited load (support's refund, its BITS taken back) gets its
   * BITS back and reads as credited again, so that a dispute of it (the usual cause) holds them as for any
   * credited load; an uncredited one is left REFUND_FAILED for support. Once, under the row lock.
   */
  async function refundRefused(claimed: LoadRow): Promise<LoadRow> {
    const [member, cardLoads] = await Promise.all([
      memberAccountId(db, claimed.userId),
      systemAccountId(db, 'CARD_LOADS'),
    ]);
    return db.transaction(async (tx) => {
      const locked = await repo.lockLoad(tx, claimed.id);
      if (locked?.status !== 'REFUND' || locked.failureCode !== 'REFUND_PENDING') return locked ?? claimed;
      if (!locked.transactionId)
        return (
          (await repo.transitionLoad(tx, locked.id, 'REFUND', { failureCode: 'REFUND_FAILED' })) ?? locked
        );
      await postMovement(tx, {
        type: 'REFUND',
        amountCents: locked.amountCents,
        legs: [
          { accountId: cardLoads, amountCents: -locked.amountCents },
          { accountId: member, amountCents: locked.amountCents },
        ],
        initiatedBy: null,
        relatedType: 'LOAD',
        relatedId: locked.id,
        metadata: { loadId: locked.id, refundRefused: true },
      });
      return (
        (await repo.transitionLoad(tx, locked.id, 'REFUND', {
          status: 'SUCCESSFUL',
          failureCode: 'REFUND_FAILED',
          completedAt: locked.completedAt,
        })) ?? locked
      );
    });
  }

  /**
   * Drives a load to a final state when possible. `fromJob` allows refunding a charged load that has
   * failed to complete for longer than REFUND_AFTER_MS; a request only ever completes.
   */
  async function settle(load: LoadRow, fromJob = false): Promise<LoadRow> {
    let current = load;
    if (current.status === 'REFUND' && current.failureCode === 'REFUND_PENDING') return refund(current);
    if (current.status !== 'PROCESSING') return current;
    if (!current.chargeId) {
      current = await charge(current, fromJob);
      // Not paid yet (the member's bank check, or the processor still at it): nothing to credit.
      if (current.status !== 'PROCESSING' || !current.chargeId) return current;
    }
    try {
      return await complete(current);
    } catch (e) {
      if (fromJob && now().getTime() - current.createdAt.getTime() > REFUND_AFTER_MS) return refund(current);
      await repo.touchLoad(db, current.id).catch(() => undefined);
      throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.loadProcessing, { cause: e });
    }
  }

  async function resolveCard(
    userId: string,
    input: LoadInput,
  ): Promise<{ card: CardRow | null; newCard: TokenizedCard | null }> {
    if (input.cardId) {
      const card = await repo.findActiveCard(db, userId, input.cardId);
      if (!card) throw new AppError('NOT_FOUND');
      if (card.processor !== payments.name) {
        throw new AppError(
          'CARD_INVALID',
          'This card was saved with another payment processor. Please add it again.',
        );
      }
      return { card, newCard: null };
    }
    if (input.saveCard && (await repo.countActiveCards(db, userId)) >= MAX_SAVED_CARDS) {
      throw new AppError('CONFLICT', CARD_MESSAGES.tooManyCards);
    }
    if (input.paymentMethodId !== undefined)
      return { card: null, newCard: await described(userId, input.paymentMethodId) };
    return { card: null, newCard: await tokenize(input.card as TCardInput) };
  }

  /** A card entered in the processor's own field: its brand and last digits, from the processor. */
  async function described(userId: string, paymentMethodId: string): Promise<TokenizedCard> {
    // The embedded sandbox has no such field: its card form is ours.
    if (!payments.intents) throw new AppError('CARD_INVALID', CARD_MESSAGES.enterCard);
    try {
      const intents = payments.intents;
      return await intents.describeMethod(
        paymentMethodId,
        await customerAt(db, payments.name, intents, userId),
      );
    } catch (e) {
      if (isPaymentError(e)) throw paymentAppError(e);
      throw e;
    }
  }

  return {
    settle,
    outcomeOf,

    /**
     * A load's charge refunded in part at the processor itself (Stripe's dashboard): the amount refunded so
     * far is written on the load for support, and its BITS stay (a part cannot say which BITS it returns).
     * Answers the load, or null when no load has that charge.
     */
    async refundedInPartElsewhere(
      ref: { chargeRef: string; paymentRef: string | null },
      refundedCents: bigint,
    ): Promise<LoadRow | null> {
      const found = await loadOfCharge(ref);
      return found ? repo.recordProcessorRefund(db, found.id, refundedCents) : null;
    },

    /**
     * A load's charge refunded in full at the processor itself (Stripe's dashboard): the card money is
     * back, so its BITS are taken back (REFUND, member → CARD_LOADS) and the load reads refunded. BITS the
     * member already spent become their debt to the community, as for a lost dispute (a lost card dispute
     * row with that debt, which pauses the wallet until support settles it); no balance goes negative.
     * Once, under the load's lock; a load refunded by BarterBits (REFUND) is left as it is.
     */
    async refundedElsewhere(ref: { chargeRef: string; paymentRef: string | null }): Promise<LoadRow | null> {
      const found = await loadOfCharge(ref);
      if (!found) return null;
      return db.transaction(async (tx) => {
        const load = await repo.lockLoad(tx, found.id);
        if (load?.status !== 'SUCCESSFUL' || !load.transactionId) return load;
        const [member, cardLoads] = await Promise.all([
          memberAccountId(tx, load.userId),
          systemAccountId(tx, 'CARD_LOADS'),
        ]);
        const balance = await balanceOf(tx, load.userId);
        // What is left of its BITS, at most the load's.
        let back = load.amountCents;
        if (balance < back) back = balance;
        if (back > 0n) {
          await postMovement(tx, {
            type: 'REFUND',
            amountCents: back,
            legs: [
              { accountId: member, amountCents: -back },
              { accountId: cardLoads, amountCents: back },
            ],
            initiatedBy: null,
            relatedType: 'LOAD',
            relatedId: load.id,
            metadata: { loadId: load.id, chargeId: ref.chargeRef, refundedAt: 'processor' },
          });
        }
        const done = await repo.transitionLoad(tx, load.id, 'SUCCESSFUL', {
          status: 'REFUND',
          failureCode: 'REFUNDED',
        });
        if (back < load.amountCents)
          await recordRefundDebt(tx, { ...load, chargeId: ref.chargeRef }, load.amountCents - back);
        await notify(tx, walletNotice.refundedBySupport(load));
        return done;
      });
    },

    /**
     * Support refunds a credited card load to its card. Its BITS are taken back from the wallet first
     * (REFUND, member → CARD_LOADS, once per load), in the transaction that moves the load to REFUND
     * (REFUND_PENDING): refused when the member no longer has them, or while the load is disputed at the
     * bank (the dispute decides). Then the card is refunded through the processor; if the processor cannot
     * be reached, the job refunds it later (the load stays REFUND_PENDING), never twice.
     */
    async refundCredited(adminId: string, loadId: string, reason: string): Promise<LoadRow> {
      const claimed = await db.transaction(async (tx) => {
        const load = await repo.lockLoad(tx, loadId);
        if (!load) throw new AppError('NOT_FOUND');
        if (load.status !== 'SUCCESSFUL' || !load.chargeId || !load.transactionId)
          throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.notRefundable);
        if (await repo.isLoadDisputed(tx, load.id))
          throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.disputed);
        const [member, cardLoads] = await Promise.all([
          memberAccountId(tx, load.userId),
          systemAccountId(tx, 'CARD_LOADS'),
        ]);
        try {
          await postMovement(tx, {
            type: 'REFUND',
            amountCents: load.amountCents,
            legs: [
              { accountId: member, amountCents: -load.amountCents },
              { accountId: cardLoads, amountCents: load.amountCents },
            ],
            initiatedBy: adminId,
            relatedType: 'LOAD',
            relatedId: load.id,
            idempotencyKey: `card-refund:${load.id}`,
            memo: reason,
            metadata: { loadId: load.id, chargeId: load.chargeId },
          });
        } catch (e) {
          if (e instanceof AppError && e.code === 'INSUFFICIENT_BITS')
            throw new AppError('INSUFFICIENT_BITS', PAYMENTS_ADMIN_MESSAGES.bitsSpent, { cause: e });
          throw e;
        }
        const row = await repo.transitionLoad(tx, load.id, 'SUCCESSFUL', {
          status: 'REFUND',
          failureCode: 'REFUND_PENDING',
        });
        await adminAuditWriter(tx)(adminId, load.userId, 'CARD_LOAD_REFUND', {
          loadId: load.id,
          amountCents: Number(load.amountCents),
          reason,
        });
        return row as LoadRow;
      });
      return refund(claimed);
    },

    /**
     * A processor's event about a load's payment (paid, refused, cancelled): the load is settled from what
     * the processor says now, never from the event's copy, so a late or repeated event changes nothing
     * more. Null when no load of ours has that payment.
     */
    async settleFromEvent(ref: { paymentRef: string; loadId: string | null }): Promise<LoadRow | null> {
      const load =
        (await repo.findLoadByPaymentRef(db, ref.paymentRef)) ??
        (ref.loadId && /^[0-9a-f-]{36}$/i.test(ref.loadId) ? await repo.findLoad(db, ref.loadId) : null);
      if (!load || (load.paymentRef !== null && load.paymentRef !== ref.paymentRef)) return null;
      if (load.status === 'FAILED' && payments.intents)
        return refundLatePayment(load, ref.paymentRef, payments.intents);
      return settle(load, true);
    },

    /** POST /wallet/load-bits (inside withIdempotency, which answers replays of finished requests). */
    async load(auth: AuthContext, input: LoadInput, key: string): Promise<LoadOutcome> {
      const { userId } = auth;
      // The same key again after a failed or interrupted attempt: settle that load, never a second one.
      const existing = await repo.findLoadByKey(db, userId, key);
      if (existing) {
        if (
          Number(existing.amountCents) !== input.amountCents ||
          (input.cardId && existing.cardId !== input.cardId)
        ) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        // The same key with another card entered in the processor's field: not the same request.
        if (input.paymentMethodId !== undefined) {
          const card = existing.cardId ? await repo.findCardById(db, existing.cardId) : null;
          if (card?.processorToken !== input.paymentMethodId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        return outcomeOf(await settle(existing));
      }

      await verifyPinOrToken(db, userId, input);
      // A wallet on hold for a disputed card payment takes no new card payment until the bank decides.
      if (await repo.isSpendingPaused(db, userId)) throw new AppError('SPENDING_PAUSED');
      const { card, newCard } = await resolveCard(userId, input);
      await memberAccountId(db, userId);

      let load: LoadRow;
      try {
        load = await db.transaction(async (tx) => {
          await repo.lockMemberLoads(tx, userId);
          const { start, end } = todayRange(now());
          const loaded = await repo.loadedBetween(tx, userId, start, end);
          const remaining = BigInt(WALLET_LOAD_LIMITS.dailyLoadLimitCents) - loaded;
          if (BigInt(input.amountCents) > remaining) {
            const left = Number(remaining > 0n ? remaining : 0n);
            const message = WALLET_MESSAGES.dailyLimit(left);
            throw new AppError('VALIDATION_FAILED', message, {
              fieldErrors: { amountCents: [message] },
              // The amounts in the reader's language ("2 000,00" in French).
              i18n: {
                id: 'errors.wallet.dailyLimit',
                values: {
                  reached: left > 0 ? 'no' : 'yes',
                  limit: (locale) => formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, { locale }),
                  remaining: (locale) => formatBitsGrouped(left, { locale }),
                },
              },
            });
          }
          let cardId = card?.id ?? null;
          if (newCard) {
            // Kept hidden (removed) until the charge succeeds and only shown if the member saves it;
            // its token lets a reconciliation ask the processor again with the same key.
            const row = await repo.insertCard(tx, {
              userId,
              processor: payments.name,
              processorToken: newCard.token,
              brand: newCard.brand,
              last4: newCard.last4,
              expMonth: newCard.expMonth,
              expYear: newCard.expYear,
              holderName: input.card?.holderName.trim() ?? newCard.holderName ?? '',
              isDefault: false,
              deletedAt: now(),
            });
            cardId = row.id;
          }
          return repo.insertLoad(tx, {
            userId,
            amountCents: BigInt(input.amountCents),
            status: 'PROCESSING',
            cardId,
            idempotencyKey: key,
            saveCard: !!newCard && !!input.saveCard,
          });
        });
      } catch (e) {
        if (e instanceof AppError) throw e;
        // Only a concurrent request with the same key can collide on (user, key).
        if (await repo.findLoadByKey(db, userId, key)) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        throw e;
      }

      const settled = await settle(load);
      if (settled.status === 'SUCCESSFUL' && newCard && input.saveCard && settled.cardId) {
        await repo.revealCard(db, settled.cardId, (await repo.countActiveCards(db, userId)) === 0);
      }
      return outcomeOf(settled);
    },
  };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
