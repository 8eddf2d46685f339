/**
 * Membership: saved cards, paying the membership (subscribe / renew) through the payments adapter,
 * cancelling, the expiry job, and the admin's view. Money-moving calls run under withIdempotency in
 * the routes; here a charge is recorded PENDING before the processor is called, SUCCEEDED or FAILED
 * after, and the membership changes only after a successful charge.
 *
 * With the embedded sandbox the outcome is known when the charge returns (a membership change that fails
 * after it is refunded). With a processor whose payments settle in steps (Stripe) the charge is a payment
 * made once, with a key derived from the member's Idempotency-Key, its reference stored at once; it is read
 * back from the processor (the member's retry with the same key, the processor's event, the job) and the
 * membership is applied once, only when the processor says it is paid. A bank's check (3-D Secure) answers
 * PAYMENT_ACTION_REQUIRED with what the browser needs, and the same request again finishes it.
 */
import { randomUUID } from 'node:crypto';
import {
  CARD_MESSAGES,
  ERROR_MESSAGES,
  MAX_SAVED_CARDS,
  type OnboardingStage,
  PAYMENTS_ADMIN_MESSAGES,
  type TAddCardRequest,
  type TCardCharge,
  type TCardInput,
  type TMembership,
  type TPaymentCard,
  type TSubscribeRequest,
  type ZAddCardRequest,
  type ZCardInput,
} from '@barterbits/contracts';
import type { z } from 'zod';
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
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { completeStage } from '../onboarding/stages.ts';
import { referralProgress } from '../referrals/hooks.ts';
import { expireMemberships } from './membership.jobs.ts';
import {
  type CardRow,
  type ChargeRow,
  type ChargeWithCard,
  createMembershipRepository,
  type SubscriptionRow,
} from './membership.repository.ts';
import {
  addPeriod,
  hasMembershipAccess,
  MEMBERSHIP_CURRENCY,
  MEMBERSHIP_PLAN_ID,
  membershipPlan,
} from './plan.ts';
import { customerAt } from './processor-customers.ts';

type CardInput = z.output<typeof ZCardInput>;
type AddCardInput = z.output<typeof ZAddCardRequest>;
type SubscribeInput = {
  cardId?: string | undefined;
  card?: CardInput | undefined;
  /** A new card entered in the card processor's own field (Stripe's PaymentMethod). */
  paymentMethodId?: string | undefined;
  makeDefault?: boolean | undefined;
};
type RenewInput = { cardId?: string | undefined; paymentMethodId?: string | undefined };

/** A membership payment whose bank check the member has not completed in this long is cancelled (job). */
export const MEMBERSHIP_ABANDON_AFTER_MS = 60 * 60_000;
/** A PENDING charge paid in steps and untouched this long is read back by the job. */
export const MEMBERSHIP_RECONCILE_AFTER_MS = 2 * 60_000;
/** Stripe takes idempotency keys of at most this many characters. */
const PROCESSOR_KEY_MAX = 255;

/** What pays a charge in steps: a saved card, or a new one from the processor's field (saved once paid). */
type StepsSource = { card: CardRow } | { methodRef: string; makeDefault: boolean };

export interface MembershipServiceDeps {
  db: Db;
  payments: PaymentProcessor;
  config: Pick<AppConfig, 'membershipPriceCents' | 'productName'>;
  now?: () => Date;
}

const iso = (d: Date) => d.toISOString();

export const toPaymentCard = (c: CardRow): TPaymentCard => ({
  id: c.id,
  brand: c.brand as TPaymentCard['brand'],
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  holderName: c.holderName,
  isDefault: c.isDefault,
  createdAt: iso(c.createdAt),
});

const toCharge = (c: ChargeRow, card: Pick<CardRow, 'brand' | 'last4'> | null): TCardCharge => ({
  id: c.id,
  purpose: c.purpose,
  amountCents: Number(c.amountCents),
  currency: c.currency,
  status: c.status as TCardCharge['status'],
  failureCode: c.failureCode,
  cardBrand: card?.brand ?? null,
  cardLast4: card?.last4 ?? null,
  processorRef: c.paymentRef ?? c.processorChargeId,
  createdAt: iso(c.createdAt),
});

const chargeWithCard = (c: ChargeWithCard): TCardCharge =>
  toCharge(c, c.cardBrand && c.cardLast4 ? { brand: c.cardBrand, last4: c.cardLast4 } : null);

/** A subscription may be paid at the SUBSCRIPTION stage (first time) and after it (renewal-like). */
const PAID_STAGES: readonly OnboardingStage[] = ['SUBSCRIPTION', 'PIN_SETUP', 'COMPLETED'];
const AFTER_SUBSCRIPTION: readonly OnboardingStage[] = ['PIN_SETUP', 'COMPLETED'];

export function createMembershipService(deps: MembershipServiceDeps) {
  const { db, payments } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMembershipRepository();
  const plan = () => membershipPlan(deps.config);

  const tokenize = (card: CardInput | TCardInput) => tokenizeCardInput(payments, card);

  async function toMembership(sub: SubscriptionRow): Promise<TMembership> {
    const card = sub.cardId ? await repo.findCardById(db, sub.cardId) : null;
    return {
      id: sub.id,
      userId: sub.userId,
      status: sub.status as TMembership['status'],
      hasAccess: hasMembershipAccess(sub, now()),
      plan: plan(),
      priceCents: Number(sub.priceCents),
      currency: sub.currency,
      startedAt: iso(sub.startedAt),
      currentPeriodEnd: iso(sub.currentPeriodEnd),
      cancelledAt: sub.cancelledAt ? iso(sub.cancelledAt) : null,
      cancelReason: sub.cancelReason,
      card: card
        ? {
            id: card.id,
            brand: card.brand as TPaymentCard['brand'],
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            removed: card.deletedAt !== null,
          }
        : null,
    };
  }

  async function requireMember(userId: string) {
    const user = await repo.findUser(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  /**
   * One paid membership period, in the payment's transaction: a period still running (early renewal, or
   * cancelled but paid) is extended, not lost; at the SUBSCRIPTION stage the stage is completed.
   */
  async function activate(
    tx: Tx,
    userId: string,
    stage: OnboardingStage,
    cardId: string | null,
    amountCents: number,
  ): Promise<SubscriptionRow> {
    const at = now();
    const existing = await repo.findSubscription(tx, userId);
    const running =
      existing && existing.currentPeriodEnd.getTime() > at.getTime() && existing.status !== 'EXPIRED';
    const sub = await repo.upsertSubscription(tx, {
      userId,
      plan: MEMBERSHIP_PLAN_ID,
      status: 'ACTIVE',
      priceCents: BigInt(amountCents),
      currency: MEMBERSHIP_CURRENCY,
      cardId,
      startedAt: running ? existing.startedAt : at,
      currentPeriodEnd: addPeriod(running ? existing.currentPeriodEnd : at),
      cancelledAt: null,
      cancelReason: null,
    });
    await repo.setUserSubscription(tx, [userId], 'ACTIVE');
    if (stage === 'SUBSCRIPTION') await completeStage(tx, userId, 'SUBSCRIPTION');
    // A (re)activated membership may qualify the member's referral (never throws).
    await referralProgress(tx, userId);
    return sub;
  }

  /**
   * Charges one membership period and applies it: a new card is saved only once its charge
   * succeeded; at the SUBSCRIPTION stage the stage is completed in the same transaction.
   */
  async function pay(
    userId: string,
    stage: OnboardingStage,
    source: { card: CardRow } | { input: CardInput; makeDefault: boolean },
    idempotencyKey: string,
    description: string,
  ) {
    const newCard = 'input' in source ? await tokenize(source.input) : null;
    const token = newCard ? newCard.token : (source as { card: CardRow }).card.processorToken;
    if (!newCard && (source as { card: CardRow }).card.processor !== payments.name) {
      throw new AppError(
        'CARD_INVALID',
        'This card was saved with another payment processor. Please add it again.',
      );
    }
    const amountCents = deps.config.membershipPriceCents;
    let charge: ChargeRow;
    try {
      charge = await repo.insertCharge(db, {
        userId,
        cardId: newCard ? null : (source as { card: CardRow }).card.id,
        purpose: 'MEMBERSHIP',
        amountCents: BigInt(amountCents),
        currency: MEMBERSHIP_CURRENCY,
        status: 'PENDING',
        idempotencyKey,
      });
    } catch (e) {
      // Only a key that already paid (its replay record purged) can collide here.
      throw new AppError('IDEMPOTENCY_KEY_REUSED', undefined, { cause: e });
    }

    let processorChargeId: string;
    try {
      ({ chargeId: processorChargeId } = await payments.charge({
        token,
        amountCents,
        currency: MEMBERSHIP_CURRENCY,
        idempotencyKey: charge.id,
        description,
      }));
    } catch (e) {
      // A failed attempt keeps its record but frees the key for a retry.
      await repo.updateCharge(db, charge.id, {
        status: 'FAILED',
        failureCode: isPaymentError(e) ? e.code : 'PROCESSOR_ERROR',
        idempotencyKey: null,
      });
      if (isPaymentError(e)) throw paymentAppError(e);
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
    }

    try {
      return await db.transaction(async (tx) => {
        let cardRow: CardRow;
        if (newCard && 'input' in source) {
          const first = (await repo.countCards(tx, userId)) === 0;
          cardRow = await repo.insertCard(tx, {
            userId,
            processor: payments.name,
            processorToken: newCard.token,
            brand: newCard.brand,
            last4: newCard.last4,
            expMonth: newCard.expMonth,
            expYear: newCard.expYear,
            holderName: source.input.holderName,
            isDefault: first,
          });
          if (source.makeDefault && !first) await repo.setDefault(tx, userId, cardRow.id);
        } else {
          cardRow = (source as { card: CardRow }).card;
        }
        const updatedCharge = await repo.updateCharge(tx, charge.id, {
          status: 'SUCCEEDED',
          processorChargeId,
          cardId: cardRow.id,
        });
        const sub = await activate(tx, userId, stage, cardRow.id, amountCents);
        return { sub, charge: toCharge(updatedCharge, cardRow) };
      });
    } catch (e) {
      // The money moved but the membership did not: give it back.
      try {
        await payments.refund(processorChargeId, amountCents);
        await repo.updateCharge(db, charge.id, {
          status: 'REFUNDED',
          processorChargeId,
          idempotencyKey: null,
        });
      } catch {
        await repo.updateCharge(db, charge.id, { status: 'SUCCEEDED', processorChargeId });
      }
      throw e;
    }
  }

  async function cardForPayment(userId: string, cardId: string): Promise<CardRow> {
    const card = await repo.findCard(db, userId, cardId);
    if (!card) throw new AppError('NOT_FOUND');
    return card;
  }

  /** A saved card paid in steps must have been saved with this processor. */
  function sameProcessor(card: CardRow): CardRow {
    if (card.processor !== payments.name) {
      throw new AppError(
        'CARD_INVALID',
        'This card was saved with another payment processor. Please add it again.',
      );
    }
    return card;
  }

  /** A card entered in the processor's own field: its brand and last digits, from the processor. */
  async function described(intents: IntentPayments, methodRef: string): Promise<TokenizedCard> {
    try {
      return await intents.describeMethod(methodRef);
    } catch (e) {
      if (isPaymentError(e)) throw paymentAppError(e);
      throw e;
    }
  }

  /** The refusal a failed charge answers, from its stored code (the same for every retry). */
  function refusal(charge: ChargeRow): AppError {
    const r = paymentRefusalOf(charge.failureCode);
    return new AppError(r.code, r.message ?? undefined);
  }

  /**
   * A new card paying a charge in steps is written with the charge, at the same instant, and kept hidden
   * (removed) until the charge is paid: that is how the charge's own new card is told from a saved card
   * the member removed meanwhile (which stays removed).
   */
  const madeWith = (card: CardRow, charge: ChargeRow) =>
    card.deletedAt !== null && card.createdAt.getTime() === charge.createdAt.getTime();

  const reread = async (charge: ChargeRow) => (await repo.findCharge(db, charge.id)) as ChargeRow;

  /**
   * PENDING → FAILED. The charge keeps the member's key, whoever failed it (the member's request, the
   * processor's event, the job): the same request again, such as the browser's after a failed bank check,
   * answers this refusal and never starts a second payment; another attempt takes another key.
   */
  async function failCharge(charge: ChargeRow, failureCode: string): Promise<ChargeRow> {
    return (
      (await repo.transitionCharge(db, charge.id, 'PENDING', { status: 'FAILED', failureCode })) ??
      (await reread(charge))
    );
  }

  /**
   * A FAILED charge whose payment the processor took all the same (the browser still had the payment's
   * secret and confirmed it): the money goes back to the card (one refund, its key from the charge) and
   * the charge reads REFUNDED (also while the refund is still pending there), its refusal kept; the
   * membership is not given. Stripe unreachable or the refund refused: thrown, so the processor's event is
   * not recorded as applied (its error kept for support) and comes again.
   */
  async function refundIfPaid(charge: ChargeRow, intents: IntentPayments, paymentRef: string) {
    let attempt: PaymentAttempt;
    let refund: Awaited<ReturnType<IntentPayments['refundPayment']>>;
    try {
      attempt = await intents.retrieve(paymentRef);
      if (attempt.status !== 'succeeded') return charge;
      refund = await intents.refundPayment(
        attempt.ref,
        Number(charge.amountCents),
        `membership-refund:${charge.id}`,
      );
    } catch (e) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
    }
    // A refund the processor refused stays for support: the charge FAILED, its payment taken.
    if (refund.status === 'failed') {
      throw new Error(`membership charge ${charge.id}: paid after it failed, and its refund failed`);
    }
    return (
      (await repo.transitionCharge(db, charge.id, 'FAILED', {
        status: 'REFUNDED',
        processorChargeId: attempt.chargeRef ?? attempt.ref,
      })) ?? (await reread(charge))
    );
  }

  /**
   * A charge the processor says is paid, applied once (under the charge's row lock, whoever gets there
   * first: the member's request, the processor's event or the job): the charge SUCCEEDED, its new card
   * shown (the default when it is the first or the member asked), the membership's period.
   */
  async function applyPaid(charge: ChargeRow, processorChargeId: string): Promise<ChargeRow> {
    try {
      return await db.transaction(async (tx) => {
        const locked = await repo.lockCharge(tx, charge.id);
        if (locked?.status !== 'PENDING') return locked as ChargeRow;
        let card = locked.cardId ? await repo.findCardById(tx, locked.cardId) : null;
        if (card && madeWith(card, locked)) {
          const first = (await repo.countCards(tx, locked.userId)) === 0;
          card = await repo.revealCard(tx, card.id);
          if (first || locked.makeDefault) await repo.setDefault(tx, locked.userId, card.id);
        }
        const done = await repo.transitionCharge(tx, locked.id, 'PENDING', {
          status: 'SUCCEEDED',
          processorChargeId,
          failureCode: null,
        });
        const user = await repo.findUser(tx, locked.userId);
        await activate(
          tx,
          locked.userId,
          (user?.checkOutStatus ?? 'COMPLETED') as OnboardingStage,
          card?.id ?? null,
          Number(locked.amountCents),
        );
        return done as ChargeRow;
      });
    } catch (e) {
      // Paid but not applied yet: the charge stays PENDING with its payment, applied by a retry, the event or the job.
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
    }
  }

  /**
   * Drives a PENDING charge paid in steps (Stripe) as far as the processor allows. The payment is made once
   * (processor key from the member's Idempotency-Key and the charge) and its reference stored at once; from
   * then on it is read back:
   * - succeeded: applied (applyPaid);
   * - refused, or the bank's check failed: cancelled at the processor (never paid later), then FAILED;
   * - the bank asks the member to confirm (3-D Secure): still PENDING; a request answers
   *   PAYMENT_ACTION_REQUIRED with what the browser needs. Left unconfirmed for MEMBERSHIP_ABANDON_AFTER_MS,
   *   the job cancels it;
   * - still processing at the processor: still PENDING.
   * `background` (the job, an event): nobody waits for an answer, so nothing is thrown for a pending state.
   */
  async function settleCharge(
    charge: ChargeRow,
    intents: IntentPayments,
    background: boolean,
  ): Promise<ChargeRow> {
    if (charge.status !== 'PENDING') return charge;
    let current = charge;
    const card = current.cardId ? await repo.findCardById(db, current.cardId) : null;
    // Nothing can have been paid with a card this processor does not know.
    if (!card || card.processor !== payments.name) return failCharge(current, 'CARD_INVALID');
    let attempt: PaymentAttempt;
    try {
      if (current.paymentRef) {
        attempt = await intents.retrieve(current.paymentRef);
      } else {
        attempt = await intents.pay({
          methodRef: card.processorToken,
          customerRef: await customerAt(db, payments.name, intents, current.userId),
          amountCents: Number(current.amountCents),
          currency: current.currency,
          // The charge's id makes it one payment per charge, also when a failed charge's key is used again.
          idempotencyKey: `membership:${current.id}:${current.userId}:${current.idempotencyKey ?? ''}`.slice(
            0,
            PROCESSOR_KEY_MAX,
          ),
          // The same words on every call for this charge (a replay must ask exactly the same).
          description: plan().name,
          // A new card is kept with the member's customer for later payments; a saved one is already.
          saveMethod: madeWith(card, current),
          metadata: { kind: 'membership', chargeId: current.id, userId: current.userId },
        });
        current =
          (await repo.transitionCharge(db, current.id, 'PENDING', { paymentRef: attempt.ref })) ??
          (await reread(current));
        if (current.status !== 'PENDING') return current;
        // A replayed answer is the payment as it was first made: in the background (an event that came
        // before the request stored the reference, the job) it is read again as it is now.
        if (background && attempt.status !== 'succeeded') attempt = await intents.retrieve(attempt.ref);
      }
    } catch (e) {
      if (isPaymentError(e) && e.code !== 'PROCESSOR_ERROR') return failCharge(current, e.code);
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
    }

    const cancelled = async () => {
      try {
        return await intents.cancel(attempt.ref, `membership-cancel:${current.id}`);
      } catch (e) {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
      }
    };
    switch (attempt.status) {
      case 'succeeded':
        return applyPaid(current, attempt.chargeRef ?? attempt.ref);
      case 'failed': {
        // Cancelled so that it can never be paid later; one paid meanwhile is applied as it is.
        const after = await cancelled();
        if (after.status === 'succeeded') return applyPaid(current, after.chargeRef ?? after.ref);
        return failCharge(current, attempt.failure ?? after.failure ?? 'CARD_DECLINED');
      }
      case 'canceled':
        return failCharge(current, attempt.failure ?? 'CARD_DECLINED');
      case 'requires_action': {
        if (background) {
          if (now().getTime() - current.createdAt.getTime() <= MEMBERSHIP_ABANDON_AFTER_MS) return current;
          const after = await cancelled();
          if (after.status === 'succeeded') return applyPaid(current, after.chargeRef ?? after.ref);
          return failCharge(current, after.failure ?? 'CARD_DECLINED');
        }
        throw new AppError('PAYMENT_ACTION_REQUIRED', undefined, {
          action: { type: 'authenticate', clientSecret: attempt.clientSecret ?? '' },
        });
      }
      default:
        if (background) return current;
        throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** What a membership payment in steps answers once settled (the same for the first request and a retry). */
  async function paymentOutcome(charge: ChargeRow) {
    if (charge.status === 'SUCCEEDED') {
      const sub = await repo.findSubscription(db, charge.userId);
      const card = charge.cardId ? await repo.findCardById(db, charge.cardId) : null;
      if (sub) return { membership: await toMembership(sub), charge: toCharge(charge, card) };
    }
    // Failed, or failed and then refunded because the processor took the payment all the same.
    if (charge.status === 'FAILED' || (charge.status === 'REFUNDED' && charge.failureCode)) {
      throw refusal(charge);
    }
    if (charge.status === 'PENDING') throw new AppError('SERVICE_UNAVAILABLE');
    throw new AppError('CONFLICT', ERROR_MESSAGES.someErrorOccurred);
  }

  /**
   * The same Idempotency-Key again after an answer the member did not keep (a bank's check, an outage):
   * the charge it made is settled, never a second one; another card with the same key is refused.
   */
  async function settleRetry(
    intents: IntentPayments,
    existing: ChargeRow,
    body: { cardId?: string | undefined; paymentMethodId?: string | undefined },
  ) {
    const card = existing.cardId ? await repo.findCardById(db, existing.cardId) : null;
    if (
      (body.cardId !== undefined && existing.cardId !== body.cardId) ||
      (body.paymentMethodId !== undefined && card?.processorToken !== body.paymentMethodId)
    ) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    return paymentOutcome(await settleCharge(existing, intents, false));
  }

  /** Pays one membership period in steps (see settleCharge): the charge (and a new card, hidden) first. */
  async function payInSteps(intents: IntentPayments, userId: string, source: StepsSource, key: string) {
    const newCard = 'methodRef' in source ? await described(intents, source.methodRef) : null;
    const at = now();
    let charge: ChargeRow;
    try {
      charge = await db.transaction(async (tx) => {
        let cardId = 'card' in source ? source.card.id : null;
        if (newCard) {
          const row = await repo.insertCard(tx, {
            userId,
            processor: payments.name,
            processorToken: newCard.token,
            brand: newCard.brand,
            last4: newCard.last4,
            expMonth: newCard.expMonth,
            expYear: newCard.expYear,
            holderName: newCard.holderName ?? '',
            isDefault: false,
            createdAt: at,
            deletedAt: at,
          });
          cardId = row.id;
        }
        return repo.insertCharge(tx, {
          userId,
          cardId,
          purpose: 'MEMBERSHIP',
          amountCents: BigInt(deps.config.membershipPriceCents),
          currency: MEMBERSHIP_CURRENCY,
          status: 'PENDING',
          idempotencyKey: key,
          makeDefault: 'methodRef' in source && source.makeDefault,
          createdAt: at,
        });
      });
    } catch (e) {
      // Only a concurrent request with the same key can collide on (user, key).
      if (await repo.findChargeByKey(db, userId, key)) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      throw e;
    }
    return paymentOutcome(await settleCharge(charge, intents, false));
  }

  /**
   * A card the member's browser saved in the processor's field (a SetupIntent): taken only when the setup
   * succeeded for the member's own customer (a setup id is never trusted on its own), then saved as the
   * processor's payment method. The same setup named twice saves one card.
   */
  async function savedInSetup(
    userId: string,
    body: { setupIntentId: string; makeDefault?: boolean | undefined },
  ): Promise<CardRow> {
    const intents = payments.intents;
    // The embedded sandbox has no such field: its card form is ours.
    if (!intents) throw new AppError('CARD_INVALID', CARD_MESSAGES.enterCard);
    let method: TokenizedCard;
    try {
      const customer = await customerAt(db, payments.name, intents, userId);
      const setup = await intents.finishSetup(body.setupIntentId);
      if (setup.customerRef !== customer) throw new AppError('NOT_FOUND');
      if (setup.status !== 'succeeded' || !setup.methodRef) {
        throw new AppError('CARD_DECLINED', CARD_MESSAGES.setupNotFinished);
      }
      const known = await repo.findCardByToken(db, userId, setup.methodRef);
      if (known) return known;
      method = await intents.describeMethod(setup.methodRef);
    } catch (e) {
      if (isPaymentError(e)) throw paymentAppError(e);
      throw e;
    }
    return db.transaction(async (tx) => {
      const first = (await repo.countCards(tx, userId)) === 0;
      const row = await repo.insertCard(tx, {
        userId,
        processor: payments.name,
        processorToken: method.token,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
        holderName: method.holderName ?? '',
        isDefault: first,
      });
      if (body.makeDefault && !first) {
        await repo.setDefault(tx, userId, row.id);
        return {
          ...row,
          isDefault: true,
        };
      }
      return row;
    });
  }

  /**
   * Support refunds a paid membership charge to its card, through the processor (one refund, its key from
   * the charge, so a repeated request refunds once). Refunding the membership's latest payment ends the
   * membership at once (its period was that payment); an older payment's refund leaves it as it is.
   */
  async function refundPaid(adminId: string, chargeId: string, reason: string): Promise<TCardCharge> {
    const charge = await repo.findCharge(db, chargeId);
    if (!charge) throw new AppError('NOT_FOUND');
    if (charge.status !== 'SUCCEEDED')
      throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.chargeNotRefundable);
    const amount = Number(charge.amountCents);
    try {
      if (payments.intents && charge.paymentRef) {
        const refund = await payments.intents.refundPayment(
          charge.paymentRef,
          amount,
          `membership-refund:${charge.id}`,
        );
        if (refund.status === 'failed') throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.refundRefused);
      } else if (charge.processorChargeId) {
        await payments.refund(charge.processorChargeId, amount);
      } else {
        throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.chargeNotRefundable);
      }
    } catch (e) {
      if (e instanceof AppError) throw e;
      // "exceeds the charge": refunded already by an earlier attempt whose answer was lost.
      if (!(isPaymentError(e) && /exceeds/i.test(e.message)))
        throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
    }
    const refunded = await db.transaction(async (tx) => {
      const locked = await repo.lockCharge(tx, charge.id);
      if (locked?.status !== 'SUCCEEDED') return locked ?? charge;
      const latest = await repo.latestPaidCharge(tx, charge.userId);
      const done =
        (await repo.transitionCharge(tx, charge.id, 'SUCCEEDED', { status: 'REFUNDED' })) ?? locked;
      if (latest?.id === charge.id) {
        const at = now();
        await repo.updateSubscription(tx, charge.userId, {
          status: 'EXPIRED',
          currentPeriodEnd: at,
          cancelledAt: at,
          cancelReason: 'Payment refunded',
        });
        await repo.setUserSubscription(tx, [charge.userId], 'EXPIRED');
      }
      await adminAuditWriter(tx)(adminId, charge.userId, 'MEMBERSHIP_CHARGE_REFUND', {
        chargeId: charge.id,
        amountCents: amount,
        reason,
      });
      return done;
    });
    const [withCard] = (await repo.listCharges(db, charge.userId, 50)).filter((c) => c.id === refunded.id);
    return chargeWithCard(withCard ?? { ...refunded, cardBrand: null, cardLast4: null });
  }

  return {
    refundPaid,
    plans: () => [plan()],

    async listCards(auth: AuthContext): Promise<TPaymentCard[]> {
      return (await repo.listCards(db, auth.userId)).map(toPaymentCard);
    },

    /**
     * A card about to be saved in the processor's own field (Stripe's SetupIntent for the member's
     * customer): the browser completes it with the secret, then names it to addCard.
     */
    async createCardSetup(auth: AuthContext): Promise<{ setupIntentId: string; clientSecret: string }> {
      const intents = payments.intents;
      if (!intents) throw new AppError('BAD_REQUEST', CARD_MESSAGES.noSecureField);
      if ((await repo.countCards(db, auth.userId)) >= MAX_SAVED_CARDS) {
        throw new AppError('CONFLICT', CARD_MESSAGES.tooManyCards);
      }
      try {
        const customer = await customerAt(db, payments.name, intents, auth.userId);
        const setup = await intents.startSetup(customer, `setup:${auth.userId}:${randomUUID()}`);
        return { setupIntentId: setup.ref, clientSecret: setup.clientSecret };
      } catch (e) {
        if (isPaymentError(e)) throw paymentAppError(e);
        throw e;
      }
    },

    async addCard(auth: AuthContext, body: AddCardInput | TAddCardRequest): Promise<TPaymentCard> {
      if ((await repo.countCards(db, auth.userId)) >= MAX_SAVED_CARDS) {
        throw new AppError('CONFLICT', CARD_MESSAGES.tooManyCards);
      }
      if ('setupIntentId' in body) return toPaymentCard(await savedInSetup(auth.userId, body));
      const tokenized = await tokenize(body);
      const card = await db.transaction(async (tx) => {
        const first = (await repo.countCards(tx, auth.userId)) === 0;
        const row = await repo.insertCard(tx, {
          userId: auth.userId,
          processor: payments.name,
          processorToken: tokenized.token,
          brand: tokenized.brand,
          last4: tokenized.last4,
          expMonth: tokenized.expMonth,
          expYear: tokenized.expYear,
          holderName: body.holderName.trim(),
          isDefault: first,
        });
        if (body.makeDefault && !first) {
          await repo.setDefault(tx, auth.userId, row.id);
          return { ...row, isDefault: true };
        }
        return row;
      });
      return toPaymentCard(card);
    },

    async setDefaultCard(auth: AuthContext, cardId: string): Promise<TPaymentCard[]> {
      if (!(await repo.findCard(db, auth.userId, cardId))) throw new AppError('NOT_FOUND');
      await repo.setDefault(db, auth.userId, cardId);
      return this.listCards(auth);
    },

    /**
     * Removes a card (soft delete). The card paying an active membership can go only when another
     * card exists; the membership then moves to the default card (or the newest other one).
     */
    async deleteCard(auth: AuthContext, cardId: string): Promise<void> {
      const card = await repo.findCard(db, auth.userId, cardId);
      if (!card) throw new AppError('NOT_FOUND');
      const cards = await repo.listCards(db, auth.userId);
      const others = cards.filter((c) => c.id !== cardId);
      const sub = await repo.findSubscription(db, auth.userId);
      const paysMembership = sub?.cardId === cardId && sub.status === 'ACTIVE';
      if (paysMembership && others.length === 0)
        throw new AppError('CONFLICT', CARD_MESSAGES.cardOfActiveMembership);
      const successor = others.find((c) => c.isDefault) ?? others[0];
      if (payments.intents && card.processor === payments.name) {
        // Removed from the member's customer at the processor first: a removed card can never be charged.
        try {
          await payments.intents.detachMethod(card.processorToken);
        } catch (e) {
          throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: e });
        }
      }
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, cardId, now());
        if (card.isDefault && successor) await repo.setDefault(tx, auth.userId, successor.id);
        if (sub?.cardId === cardId && successor) {
          await repo.updateSubscription(tx, auth.userId, { cardId: successor.id });
        }
      });
    },

    /** POST /subscription/subscribe (inside withIdempotency). */
    async subscribe(auth: AuthContext, body: SubscribeInput | TSubscribeRequest, idempotencyKey: string) {
      const intents = payments.intents;
      if (intents) {
        const existing = await repo.findChargeByKey(db, auth.userId, idempotencyKey);
        if (existing) return settleRetry(intents, existing, body);
      }
      const user = await requireMember(auth.userId);
      const stage = user.checkOutStatus as OnboardingStage;
      if (!PAID_STAGES.includes(stage)) throw new AppError('ONBOARDING_STAGE');
      if (stage !== 'SUBSCRIPTION') {
        const existing = await repo.findSubscription(db, auth.userId);
        if (existing?.status === 'ACTIVE' && hasMembershipAccess(existing, now())) {
          throw new AppError('CONFLICT', CARD_MESSAGES.alreadyActive);
        }
      }
      if (intents) {
        let source: StepsSource;
        if (body.cardId) source = { card: sameProcessor(await cardForPayment(auth.userId, body.cardId)) };
        else if (body.paymentMethodId !== undefined) {
          source = { methodRef: body.paymentMethodId, makeDefault: body.makeDefault ?? false };
        } else {
          // Card details are entered in the processor's own field (refused with the processor's words).
          await tokenize(body.card as CardInput);
          throw new AppError('CARD_INVALID', CARD_MESSAGES.secureField);
        }
        return payInSteps(intents, auth.userId, source, idempotencyKey);
      }
      // The embedded sandbox has no processor field: its card form is ours.
      if (body.paymentMethodId !== undefined) throw new AppError('CARD_INVALID', CARD_MESSAGES.enterCard);
      const source = body.cardId
        ? { card: await cardForPayment(auth.userId, body.cardId) }
        : { input: body.card as CardInput, makeDefault: body.makeDefault ?? false };
      const { sub, charge } = await pay(
        auth.userId,
        stage,
        source,
        idempotencyKey,
        `${plan().name}: first month`,
      );
      return { membership: await toMembership(sub), charge };
    },

    /** POST /subscription/renew-subscription (inside withIdempotency): one more period. */
    async renew(auth: AuthContext, body: RenewInput, idempotencyKey: string) {
      const intents = payments.intents;
      if (intents) {
        const charged = await repo.findChargeByKey(db, auth.userId, idempotencyKey);
        if (charged) return settleRetry(intents, charged, body);
      }
      const user = await requireMember(auth.userId);
      if (!AFTER_SUBSCRIPTION.includes(user.checkOutStatus as OnboardingStage)) {
        throw new AppError('ONBOARDING_STAGE');
      }
      if (body.paymentMethodId !== undefined) {
        if (!intents) throw new AppError('CARD_INVALID', CARD_MESSAGES.enterCard);
        return payInSteps(
          intents,
          auth.userId,
          { methodRef: body.paymentMethodId, makeDefault: false },
          idempotencyKey,
        );
      }
      const existing = await repo.findSubscription(db, auth.userId);
      let card: CardRow | null = null;
      if (body.cardId) card = await cardForPayment(auth.userId, body.cardId);
      else {
        if (existing?.cardId) card = await repo.findCard(db, auth.userId, existing.cardId);
        card ??= (await repo.listCards(db, auth.userId))[0] ?? null;
      }
      if (!card) throw new AppError('BAD_REQUEST', CARD_MESSAGES.noCard);
      if (intents) return payInSteps(intents, auth.userId, { card: sameProcessor(card) }, idempotencyKey);
      const { sub, charge } = await pay(
        auth.userId,
        user.checkOutStatus as OnboardingStage,
        { card },
        idempotencyKey,
        `${plan().name}: renewal`,
      );
      return { membership: await toMembership(sub), charge };
    },

    /** Cancels an active membership; privileges continue until the end of the paid period. */
    async cancel(auth: AuthContext, reason: string): Promise<TMembership> {
      const sub = await repo.findSubscription(db, auth.userId);
      if (sub?.status !== 'ACTIVE') throw new AppError('CONFLICT', CARD_MESSAGES.notActive);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateSubscription(tx, auth.userId, {
          status: 'CANCELLED',
          cancelledAt: now(),
          cancelReason: reason.trim() || null,
        });
        await repo.setUserSubscription(tx, [auth.userId], 'CANCELLED');
        return row as SubscriptionRow;
      });
      return toMembership(updated);
    },

    /** GET /subscription/customer: members read their own; admins name the member with ?userId=. */
    async getCustomer(auth: AuthContext, userId: string | undefined): Promise<TMembership | null> {
      let target = auth.userId;
      if (auth.role === 'ADMIN') {
        if (!userId) throw new AppError('BAD_REQUEST', 'Please name the member with ?userId=.');
        target = userId;
      } else if (userId && userId !== auth.userId) {
        throw new AppError('FORBIDDEN');
      }
      return this.getMembership(auth, target);
    },

    /** A member's membership, or null when they never had one (GET /subscription/{id} for admins). */
    async getMembership(_auth: AuthContext, userId: string): Promise<TMembership | null> {
      await requireMember(userId);
      const sub = await repo.findSubscription(db, userId);
      return sub ? toMembership(sub) : null;
    },

    /** GET /user/memberShip-details/{id} (admin). */
    async details(auth: AuthContext, userId: string) {
      const user = await requireMember(userId);
      const [membership, cards, charges, summary] = [
        await this.getMembership(auth, userId),
        await repo.listCards(db, userId),
        await repo.listCharges(db, userId, 20),
        await repo.chargeSummary(db, userId),
      ];
      const last = summary?.lastChargeAt;
      return {
        userId,
        userSubscription: user.subscription as TMembership['status'],
        membership,
        cards: cards.map(toPaymentCard),
        charges: charges.map(chargeWithCard),
        summary: {
          totalPaidCents: Number(summary?.totalPaidCents ?? 0),
          succeededCount: Number(summary?.succeededCount ?? 0),
          failedCount: Number(summary?.failedCount ?? 0),
          lastChargeAt: last ? new Date(last).toISOString() : null,
        },
      };
    },

    /** The expiry job (see membership.jobs.ts). */
    expireDue: (at: Date = now()) => expireMemberships(db, at),

    /**
     * A processor's event about a membership payment (paid, refused, cancelled): the charge is settled from
     * what the processor says now, never from the event's copy, so a late or repeated event changes nothing
     * more; a failed charge whose payment was taken all the same is refunded (refundIfPaid). Null when no
     * charge of ours has that payment.
     */
    async settleFromEvent(ref: { paymentRef: string; chargeId: string | null }): Promise<ChargeRow | null> {
      const intents = payments.intents;
      if (!intents) return null;
      const charge =
        (await repo.findChargeByPaymentRef(db, ref.paymentRef)) ??
        (ref.chargeId && /^[0-9a-f-]{36}$/i.test(ref.chargeId)
          ? await repo.findCharge(db, ref.chargeId)
          : null);
      if (!charge || (charge.paymentRef !== null && charge.paymentRef !== ref.paymentRef)) return null;
      if (charge.status === 'FAILED') return refundIfPaid(charge, intents, ref.paymentRef);
      return settleCharge(charge, intents, true);
    },

    /**
     * The job: PENDING charges paid in steps and untouched for MEMBERSHIP_RECONCILE_AFTER_MS are read back
     * (applied, failed, or cancelled when the bank's check was abandoned). Answers how many were settled.
     */
    async settlePending(at: Date = now()): Promise<number> {
      const intents = payments.intents;
      if (!intents) return 0;
      const stale = await repo.stalePendingCharges(
        db,
        new Date(at.getTime() - MEMBERSHIP_RECONCILE_AFTER_MS),
        100,
      );
      let settled = 0;
      for (const charge of stale) {
        try {
          if ((await settleCharge(charge, intents, true)).status !== 'PENDING') settled++;
        } catch {
          // Left for the next run (the processor or the database unreachable).
        }
      }
      return settled;
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
