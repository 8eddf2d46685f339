/**
 * Card payments in the console: card loads with the processor's references, a load refunded to its card
 * (loads.service `refundCredited`), and card disputes with their exposure, whose debt support settles or
 * writes off. Listing is for every admin role (the registry's GET default); refunds and debts for those
 * the registry lets write.
 */
import {
  PAYMENTS_ADMIN_MESSAGES,
  type TAdminCardLoad,
  type TAdminCardLoadsQuery,
  type TAdminDispute,
  type TAdminDisputesQuery,
  type TSettleDisputeDebtRequest,
} from '@barterbits/contracts';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/payments.ts';
import type { Db } from '../../db/client.ts';
import { bitsLoads, cardDisputes, paymentCards } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { formalName, memberNameParts } from '../users/display-name.ts';
import { createLoadsService } from '../wallet/loads.service.ts';
import { refreshSpendingPause } from './disputes.service.ts';

type Query<T> = T & { limit: number; offset: number };

/** The members of a page, named as the console names them. */
async function membersOf(db: Db, ids: (string | null)[]) {
  const parts = await memberNameParts(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(parts.map((p) => [p.id, { userId: p.id, displayName: formalName(p), email: p.email }]));
}

export function createPaymentsAdminService(deps: { db: Db; payments: PaymentProcessor }) {
  const { db } = deps;
  const loads = createLoadsService({ db, payments: deps.payments });

  const loadColumns = {
    id: bitsLoads.id,
    userId: bitsLoads.userId,
    amountCents: bitsLoads.amountCents,
    status: bitsLoads.status,
    failureCode: bitsLoads.failureCode,
    paymentRef: bitsLoads.paymentRef,
    chargeRef: bitsLoads.chargeId,
    processorRefundedCents: bitsLoads.processorRefundedCents,
    createdAt: bitsLoads.createdAt,
    completedAt: bitsLoads.completedAt,
    brand: paymentCards.brand,
    last4: paymentCards.last4,
    processor: paymentCards.processor,
    disputeStatus: sql<
      string | null
    >`(select d.status from ${cardDisputes} d where d.load_id = ${bitsLoads.id}
      order by d.opened_at desc limit 1)`,
  };

  async function loadsPage(where: ReturnType<typeof and>, q: { limit: number; offset: number }) {
    const rows = await db
      .select(loadColumns)
      .from(bitsLoads)
      .leftJoin(paymentCards, eq(paymentCards.id, bitsLoads.cardId))
      .where(where)
      .orderBy(desc(bitsLoads.createdAt), desc(bitsLoads.id))
      .limit(q.limit)
      .offset(q.offset);
    const names = await membersOf(
      db,
      rows.map((r) => r.userId),
    );
    return rows.map(
      (r): TAdminCardLoad => ({
        id: r.id,
        member: names.get(r.userId) ?? { userId: r.userId, displayName: '', email: '' },
        amountCents: Number(r.amountCents),
        status: r.status as TAdminCardLoad['status'],
        failureCode: r.failureCode,
        card: r.brand && r.last4 ? { brand: r.brand as 'Visa', last4: r.last4 } : null,
        processor: r.processor,
        paymentRef: r.paymentRef,
        chargeRef: r.chargeRef,
        disputeStatus: (r.disputeStatus as TAdminCardLoad['disputeStatus']) ?? null,
        processorRefundedCents: Number(r.processorRefundedCents),
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      }),
    );
  }

  async function disputesPage(where: ReturnType<typeof and>, q: { limit: number; offset: number }) {
    const rows = await db
      .select()
      .from(cardDisputes)
      .where(where)
      .orderBy(desc(cardDisputes.openedAt), desc(cardDisputes.id))
      .limit(q.limit)
      .offset(q.offset);
    const names = await membersOf(
      db,
      rows.map((r) => r.userId),
    );
    return rows.map(
      (r): TAdminDispute => ({
        id: r.id,
        processor: r.processor,
        disputeRef: r.disputeRef,
        paymentRef: r.paymentRef,
        chargeRef: r.chargeRef,
        member: r.userId ? (names.get(r.userId) ?? null) : null,
        loadId: r.loadId,
        amountCents: Number(r.amountCents),
        heldCents: Number(r.heldCents),
        debtCents: Number(r.debtCents),
        debtStatus: r.debtStatus as TAdminDispute['debtStatus'],
        status: r.status as TAdminDispute['status'],
        reason: r.reason,
        openedAt: r.openedAt.toISOString(),
        closedAt: r.closedAt ? r.closedAt.toISOString() : null,
      }),
    );
  }

  const oneLoad = async (id: string) =>
    (await loadsPage(and(eq(bitsLoads.id, id)), { limit: 1, offset: 0 }))[0];
  const oneDispute = async (id: string) =>
    (await disputesPage(and(eq(cardDisputes.id, id)), { limit: 1, offset: 0 }))[0];

  return {
    async cardLoads(_auth: AuthContext, q: Query<TAdminCardLoadsQuery>) {
      const where = and(
        // Card loads only (every load is paid by card; ledger-only test loads have none).
        sql`${bitsLoads.cardId} is not null`,
        q.userId ? eq(bitsLoads.userId, q.userId) : undefined,
        q.status ? eq(bitsLoads.status, q.status) : undefined,
        q.q ? or(ilike(bitsLoads.paymentRef, `%${q.q}%`), ilike(bitsLoads.chargeId, `%${q.q}%`)) : undefined,
      );
      const [items, [total]] = await Promise.all([
        loadsPage(where, q),
        db.select({ n: count() }).from(bitsLoads).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async refundCardLoad(auth: AuthContext, id: string, reason: string) {
      const after = await loads.refundCredited(auth.userId, id, reason);
      const load = (await oneLoad(after.id))!;
      const message =
        after.failureCode === 'REFUNDED'
          ? PAYMENTS_ADMIN_MESSAGES.refunded
          : PAYMENTS_ADMIN_MESSAGES.refundPending;
      return { load, message };
    },

    async disputes(_auth: AuthContext, q: Query<TAdminDisputesQuery>) {
      const where = and(
        q.status && q.status !== 'ALL' ? eq(cardDisputes.status, q.status) : undefined,
        q.userId ? eq(cardDisputes.userId, q.userId) : undefined,
      );
      const [items, [total], [exposure]] = await Promise.all([
        disputesPage(where, q),
        db.select({ n: count() }).from(cardDisputes).where(where),
        db
          .select({
            held: sql<string>`coalesce(sum(${cardDisputes.heldCents}) filter (where ${cardDisputes.status} = 'OPEN'), 0)::text`,
            debt: sql<string>`coalesce(sum(${cardDisputes.debtCents}) filter (where ${cardDisputes.status} = 'OPEN'
              or (${cardDisputes.status} = 'LOST' and ${cardDisputes.debtStatus} is null)), 0)::text`,
          })
          .from(cardDisputes),
      ]);
      return {
        items,
        total: total?.n ?? 0,
        exposure: { heldCents: Number(exposure?.held ?? 0), debtCents: Number(exposure?.debt ?? 0) },
      };
    },

    /** Closes a lost dispute's outstanding debt; the member's wallet is freed when nothing else is owed. */
    async settleDebt(auth: AuthContext, id: string, body: TSettleDisputeDebtRequest) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(cardDisputes).where(eq(cardDisputes.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'LOST' || row.debtCents <= 0n || row.debtStatus !== null)
          throw new AppError('CONFLICT', PAYMENTS_ADMIN_MESSAGES.noDebt);
        await tx.update(cardDisputes).set({ debtStatus: body.outcome }).where(eq(cardDisputes.id, id));
        if (row.userId) await refreshSpendingPause(tx, row.userId);
        await adminAuditWriter(tx)(
          auth.userId,
          row.userId,
          body.outcome === 'SETTLED' ? 'DISPUTE_DEBT_SETTLED' : 'DISPUTE_DEBT_WRITTEN_OFF',
          { disputeId: id, disputeRef: row.disputeRef, debtCents: Number(row.debtCents), note: body.note },
        );
      });
      const dispute = (await oneDispute(id))!;
      const message =
        body.outcome === 'SETTLED'
          ? PAYMENTS_ADMIN_MESSAGES.debtSettled
          : PAYMENTS_ADMIN_MESSAGES.debtWrittenOff;
      return { dispute, message };
    },
  };
}
