/** Data access for saved cards, card charges and memberships. Returns null when nothing matches. */
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { cardCharges, paymentCards, subscriptions, users } from '../../db/schema.ts';

export type CardRow = typeof paymentCards.$inferSelect;
export type ChargeRow = typeof cardCharges.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeWithCard = ChargeRow & { cardBrand: string | null; cardLast4: string | null };

const live = (userId: string) => and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt));

export function createMembershipRepository() {
  return {
    /** Saved (not removed) cards, default first, then newest. */
    listCards: (db: DbOrTx, userId: string): Promise<CardRow[]> =>
      db
        .select()
        .from(paymentCards)
        .where(live(userId))
        .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id)),

    async findCard(db: DbOrTx, userId: string, cardId: string): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(live(userId), eq(paymentCards.id, cardId)))
        .limit(1);
      return row ?? null;
    },

    /** A card by id even when removed (a membership's card is shown as removed). */
    async findCardById(db: DbOrTx, cardId: string): Promise<CardRow | null> {
      const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, cardId)).limit(1);
      return row ?? null;
    },

    async countCards(db: DbOrTx, userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(paymentCards).where(live(userId));
      return row?.n ?? 0;
    },

    async insertCard(db: DbOrTx, values: typeof paymentCards.$inferInsert): Promise<CardRow> {
      const [row] = await db.insert(paymentCards).values(values).returning();
      return row as CardRow;
    },

    /** Makes `cardId` the user's only default card. */
    async setDefault(db: DbOrTx, userId: string, cardId: string): Promise<void> {
      await db
        .update(paymentCards)
        .set({ isDefault: sql`${paymentCards.id} = ${cardId}` })
        .where(live(userId));
    },

    async softDelete(db: DbOrTx, cardId: string, at: Date): Promise<void> {
      await db
        .update(paymentCards)
        .set({ deletedAt: at, isDefault: false })
        .where(eq(paymentCards.id, cardId));
    },

    async findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Creates the member's membership or replaces its state (one row per member). */
    async upsertSubscription(
      db: DbOrTx,
      values: Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>,
    ): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row as SubscriptionRow;
    },

    async updateSubscription(
      db: DbOrTx,
      userId: string,
      set: Partial<typeof subscriptions.$inferInsert>,
    ): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId))
        .returning();
      return row ?? null;
    },

    async setUserSubscription(db: DbOrTx, userIds: string[], state: string): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .update(users)
        .set({ subscription: state, updatedAt: new Date() })
        .where(inArray(users.id, userIds));
    },

    async findUser(db: DbOrTx, userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          roleId: users.roleId,
          checkOutStatus: users.checkOutStatus,
          subscription: users.subscription,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async insertCharge(db: DbOrTx, values: typeof cardCharges.$inferInsert): Promise<ChargeRow> {
      const [row] = await db.insert(cardCharges).values(values).returning();
      return row as ChargeRow;
    },

    /**
     * The member's charge made with their Idempotency-Key. A payment in steps keeps its key, failed or
     * not; one declined by the embedded sandbox has let its key go.
     */
    async findChargeByKey(db: DbOrTx, userId: string, key: string): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(cardCharges)
        .where(and(eq(cardCharges.userId, userId), eq(cardCharges.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findCharge(db: DbOrTx, id: string): Promise<ChargeRow | null> {
      const [row] = await db.select().from(cardCharges).where(eq(cardCharges.id, id)).limit(1);
      return row ?? null;
    },

    /** The charge paid by the processor's payment `paymentRef` (Stripe: `pi_…`). */
    async findChargeByPaymentRef(db: DbOrTx, paymentRef: string): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(cardCharges)
        .where(eq(cardCharges.paymentRef, paymentRef))
        .limit(1);
      return row ?? null;
    },

    async lockCharge(tx: Tx, id: string): Promise<ChargeRow | null> {
      const [row] = await tx.select().from(cardCharges).where(eq(cardCharges.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Updates a charge only while it is in `from` (conditional transition); null when it was not. */
    async transitionCharge(
      db: DbOrTx,
      id: string,
      from: string,
      set: Partial<typeof cardCharges.$inferInsert>,
    ): Promise<ChargeRow | null> {
      const [row] = await db
        .update(cardCharges)
        .set(set)
        .where(and(eq(cardCharges.id, id), eq(cardCharges.status, from)))
        .returning();
      return row ?? null;
    },

    /** The member's latest paid charge (the one that paid the membership's current period). */
    async latestPaidCharge(db: DbOrTx, userId: string): Promise<ChargeRow | null> {
      const [row] = await db
        .select()
        .from(cardCharges)
        .where(and(eq(cardCharges.userId, userId), eq(cardCharges.status, 'SUCCEEDED')))
        .orderBy(desc(cardCharges.createdAt), desc(cardCharges.id))
        .limit(1);
      return row ?? null;
    },

    /** PENDING charges made before `before`, oldest first. */
    stalePendingCharges: (db: DbOrTx, before: Date, limit: number): Promise<ChargeRow[]> =>
      db
        .select()
        .from(cardCharges)
        .where(and(eq(cardCharges.status, 'PENDING'), lt(cardCharges.createdAt, before)))
        .orderBy(cardCharges.createdAt)
        .limit(limit),

    /** The member's saved (not removed) card with this processor token. */
    async findCardByToken(db: DbOrTx, userId: string, token: string): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(live(userId), eq(paymentCards.processorToken, token)))
        .limit(1);
      return row ?? null;
    },

    /** Shows a card kept hidden until its first charge succeeded. */
    async revealCard(db: DbOrTx, cardId: string): Promise<CardRow> {
      const [row] = await db
        .update(paymentCards)
        .set({ deletedAt: null })
        .where(eq(paymentCards.id, cardId))
        .returning();
      return row as CardRow;
    },

    async updateCharge(
      db: DbOrTx,
      chargeId: string,
      set: Partial<typeof cardCharges.$inferInsert>,
    ): Promise<ChargeRow> {
      const [row] = await db.update(cardCharges).set(set).where(eq(cardCharges.id, chargeId)).returning();
      return row as ChargeRow;
    },

    /** The newest charges first, with the card's brand and last four. */
    listCharges: (db: DbOrTx, userId: string, limit: number): Promise<ChargeWithCard[]> =>
      db
        .select({
          id: cardCharges.id,
          userId: cardCharges.userId,
          cardId: cardCharges.cardId,
          purpose: cardCharges.purpose,
          amountCents: cardCharges.amountCents,
          currency: cardCharges.currency,
          status: cardCharges.status,
          processorChargeId: cardCharges.processorChargeId,
          paymentRef: cardCharges.paymentRef,
          makeDefault: cardCharges.makeDefault,
          failureCode: cardCharges.failureCode,
          idempotencyKey: cardCharges.idempotencyKey,
          createdAt: cardCharges.createdAt,
          cardBrand: paymentCards.brand,
          cardLast4: paymentCards.last4,
        })
        .from(cardCharges)
        .leftJoin(paymentCards, eq(paymentCards.id, cardCharges.cardId))
        .where(eq(cardCharges.userId, userId))
        .orderBy(desc(cardCharges.createdAt), desc(cardCharges.id))
        .limit(limit),

    async chargeSummary(db: DbOrTx, userId: string) {
      const [row] = await db
        .select({
          totalPaidCents: sql<string>`coalesce(sum(${cardCharges.amountCents}) filter (where ${cardCharges.status} = 'SUCCEEDED'), 0)`,
          succeededCount: sql<number>`count(*) filter (where ${cardCharges.status} = 'SUCCEEDED')::int`,
          failedCount: sql<number>`count(*) filter (where ${cardCharges.status} = 'FAILED')::int`,
          lastChargeAt: sql<Date | string | null>`max(${cardCharges.createdAt})`,
        })
        .from(cardCharges)
        .where(eq(cardCharges.userId, userId));
      return row;
    },

    /** ACTIVE memberships whose period ended before `now` become EXPIRED; answers their user ids. */
    async expireDue(db: DbOrTx, now: Date): Promise<string[]> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(and(eq(subscriptions.status, 'ACTIVE'), lt(subscriptions.currentPeriodEnd, now)))
        .returning({ userId: subscriptions.userId });
      return rows.map((r) => r.userId);
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
