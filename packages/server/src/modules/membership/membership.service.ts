/**
 * Membership: saved cards, paying the membership (subscribe / renew) through the payments adapter,
 * cancelling, the expiry job, and the admin's view. Money-moving calls run under withIdempotency in
 * the routes; here a charge is recorded PENDING before the processor is called, SUCCEEDED or FAILED
 * after, and the membership changes only after a successful charge (refunded if that change fails).
 */
import {
  CARD_MESSAGES,
  MAX_SAVED_CARDS,
  type OnboardingStage,
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
  isPaymentError,
  type PaymentProcessor,
  paymentAppError,
  tokenizeCardInput,
} from '../../adapters/payments.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
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

type CardInput = z.output<typeof ZCardInput>;
type AddCardInput = z.output<typeof ZAddCardRequest>;
type SubscribeInput = {
  cardId?: string | undefined;
  card?: CardInput | undefined;
  makeDefault?: boolean | undefined;
};

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
        const at = now();
        const existing = await repo.findSubscription(tx, userId);
        // A period still running (early renewal, or cancelled but paid) is extended, not lost.
        const running =
          existing && existing.currentPeriodEnd.getTime() > at.getTime() && existing.status !== 'EXPIRED';
        const sub = await repo.upsertSubscription(tx, {
          userId,
          plan: MEMBERSHIP_PLAN_ID,
          status: 'ACTIVE',
          priceCents: BigInt(amountCents),
          currency: MEMBERSHIP_CURRENCY,
          cardId: cardRow.id,
          startedAt: running ? existing.startedAt : at,
          currentPeriodEnd: addPeriod(running ? existing.currentPeriodEnd : at),
          cancelledAt: null,
          cancelReason: null,
        });
        await repo.setUserSubscription(tx, [userId], 'ACTIVE');
        if (stage === 'SUBSCRIPTION') await completeStage(tx, userId, 'SUBSCRIPTION');
        // A (re)activated membership may qualify the member's referral (never throws).
        await referralProgress(tx, userId);
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

  return {
    plans: () => [plan()],

    async listCards(auth: AuthContext): Promise<TPaymentCard[]> {
      return (await repo.listCards(db, auth.userId)).map(toPaymentCard);
    },

    async addCard(auth: AuthContext, body: AddCardInput | TAddCardRequest): Promise<TPaymentCard> {
      if ((await repo.countCards(db, auth.userId)) >= MAX_SAVED_CARDS) {
        throw new AppError('CONFLICT', CARD_MESSAGES.tooManyCards);
      }
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
      const user = await requireMember(auth.userId);
      const stage = user.checkOutStatus as OnboardingStage;
      if (!PAID_STAGES.includes(stage)) throw new AppError('ONBOARDING_STAGE');
      if (stage !== 'SUBSCRIPTION') {
        const existing = await repo.findSubscription(db, auth.userId);
        if (existing?.status === 'ACTIVE' && hasMembershipAccess(existing, now())) {
          throw new AppError('CONFLICT', CARD_MESSAGES.alreadyActive);
        }
      }
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
    async renew(auth: AuthContext, body: { cardId?: string | undefined }, idempotencyKey: string) {
      const user = await requireMember(auth.userId);
      if (!AFTER_SUBSCRIPTION.includes(user.checkOutStatus as OnboardingStage)) {
        throw new AppError('ONBOARDING_STAGE');
      }
      const existing = await repo.findSubscription(db, auth.userId);
      let card: CardRow | null = null;
      if (body.cardId) card = await cardForPayment(auth.userId, body.cardId);
      else {
        if (existing?.cardId) card = await repo.findCard(db, auth.userId, existing.cardId);
        card ??= (await repo.listCards(db, auth.userId))[0] ?? null;
      }
      if (!card) throw new AppError('BAD_REQUEST', CARD_MESSAGES.noCard);
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
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
