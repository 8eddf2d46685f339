/**
 * Card disputes (chargebacks): the card holder's bank takes back a card payment. For a BITS load, the
 * BITS it bought may already be spent, and no other member may lose them, so (docs/decisions.md):
 * - opened: what is still in the member's wallet, up to the disputed amount, is held (DISPUTE_HOLD,
 *   member → DISPUTE_HOLDING); what was already spent is recorded as the member's debt to the community;
 *   no balance goes below zero anywhere. The member's wallet is paused (the ledger lets no BITS out of it)
 *   and the member is told;
 * - won: the held BITS go back to the member (DISPUTE_RELEASE) and the debt is cancelled;
 * - lost: the held BITS go back to CARD_LOADS with the card money that left (CHARGEBACK); the debt stays
 *   until support settles or writes it off, and the wallet stays paused meanwhile.
 * The wallet is paused while any dispute of the member is open or any lost dispute's debt is outstanding.
 * Each step is one transaction with a conditional change of the dispute's row, so an event that comes
 * twice, or the closing before the opening, still holds, releases or charges back once.
 */

import { PAGES } from '@barterbits/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bitsLoads, cardCharges, cardDisputes, walletAccounts } from '../../db/schema.ts';
import { say } from '../../lib/i18n.ts';
import { amountIn } from '../notifications/notices.ts';
import { type Notice, notify } from '../notifications/notify.ts';
import { memberAccountId, postMovement, systemAccountId } from '../wallet/ledger.ts';

/** A dispute as the processor describes it. */
export interface DisputeFacts {
  disputeRef: string;
  paymentRef: string | null;
  chargeRef: string | null;
  amountCents: number;
  reason: string | null;
}

export type DisputeRow = typeof cardDisputes.$inferSelect;
export type DisputeOutcome = 'APPLIED' | 'IGNORED';

const disputeNotice = {
  opened(d: DisputeRow): Notice {
    return {
      userId: d.userId!,
      type: 'CARD_PAYMENT_DISPUTED',
      words: (locale) => ({
        title: say(locale, 'notices.cardPaymentDisputed.title'),
        body: say(locale, 'notices.cardPaymentDisputed.body', {
          amount: amountIn(d.amountCents, locale),
          held: amountIn(d.heldCents, locale),
        }),
      }),
      link: PAGES.myWallet.path,
    };
  },
  closed(d: DisputeRow, won: boolean): Notice {
    return {
      userId: d.userId!,
      type: 'CARD_DISPUTE_CLOSED',
      words: (locale) =>
        won
          ? {
              title: say(locale, 'notices.cardDisputeWon.title'),
              body: say(locale, 'notices.cardDisputeWon.body', { held: amountIn(d.heldCents, locale) }),
            }
          : {
              title: say(locale, 'notices.cardDisputeLost.title'),
              body: say(locale, 'notices.cardDisputeLost.body', {
                amount: amountIn(d.amountCents, locale),
                held: amountIn(d.heldCents, locale),
              }),
            },
      link: PAGES.myWallet.path,
    };
  },
};

/**
 * Pauses the member's wallet while they have an open dispute or an outstanding debt of a lost one, and
 * lifts the pause when they have neither.
 */
export async function refreshSpendingPause(tx: DbOrTx, userId: string): Promise<void> {
  // The wallet's row first: the pause is then worked out from the disputes as they stand once it is held,
  // never from an older view that another dispute's transaction changed meanwhile.
  await tx
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .for('update');
  await tx
    .update(walletAccounts)
    .set({
      // Disputes of BITS loads only: a disputed membership payment is listed for support, nothing more.
      spendingPaused: sql`exists (select 1 from ${cardDisputes} d where d.user_id = ${userId} and d.load_id is not null
        and (d.status = 'OPEN' or (d.status = 'LOST' and d.debt_cents > 0 and d.debt_status is null)))`,
      updatedAt: new Date(),
    })
    .where(eq(walletAccounts.userId, userId));
}

/** The member whose membership payment is disputed (to name them in the console), or null. */
async function memberOfCharge(tx: DbOrTx, facts: DisputeFacts): Promise<string | null> {
  if (!facts.paymentRef) return null;
  const [charge] = await tx
    .select({ userId: cardCharges.userId })
    .from(cardCharges)
    .where(eq(cardCharges.paymentRef, facts.paymentRef))
    .limit(1);
  return charge?.userId ?? null;
}

const smaller = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** Moves `cents` of the member's BITS into DISPUTE_HOLDING for dispute `disputeId`; answers the movement's id. */
async function hold(
  tx: DbOrTx,
  member: string,
  cents: bigint,
  disputeId: string,
  disputeRef: string,
  loadId: string,
): Promise<string> {
  const { transaction } = await postMovement(tx, {
    type: 'DISPUTE_HOLD',
    amountCents: cents,
    legs: [
      { accountId: member, amountCents: -cents },
      { accountId: await systemAccountId(tx, 'DISPUTE_HOLDING'), amountCents: cents },
    ],
    initiatedBy: null,
    relatedType: 'DISPUTE',
    relatedId: disputeId,
    metadata: { disputeRef, loadId },
  });
  return transaction.id;
}

/**
 * A load is about to be credited (its row locked by the caller). With an open dispute of its payment,
 * `credit` runs here and the credited BITS are held at once, up to the disputed amount, so they are never
 * spendable. Answers 'LOST' when a lost dispute took the card money back (the caller must not credit),
 * else null: credited and held here, or nothing disputed (the caller credits).
 */
export async function disputeOfCredit(
  tx: DbOrTx,
  load: { id: string; userId: string; amountCents: bigint },
  credit: () => Promise<void>,
): Promise<'LOST' | null> {
  const [dispute] = await tx
    .select()
    .from(cardDisputes)
    .where(eq(cardDisputes.loadId, load.id))
    .orderBy(sql`${cardDisputes.openedAt} desc`)
    .limit(1)
    .for('update');
  if (!dispute) return null;
  if (dispute.status === 'LOST') return 'LOST';
  if (dispute.status !== 'OPEN') return null;
  await credit();
  const member = await memberAccountId(tx, load.userId);
  const cents = smaller(dispute.amountCents, load.amountCents);
  const holdTransactionId = await hold(tx, member, cents, dispute.id, dispute.disputeRef, load.id);
  await tx
    .update(cardDisputes)
    .set({ heldCents: cents, debtCents: 0n, holdTransactionId })
    .where(eq(cardDisputes.id, dispute.id));
  return null;
}

/**
 * A load's charge refunded at the processor after its BITS were partly spent: the part spent is the
 * member's debt, recorded as a lost card dispute (reason `refunded_at_processor`), which support settles
 * or writes off like any other, and which pauses the member's wallet meanwhile.
 */
export async function recordRefundDebt(
  tx: DbOrTx,
  load: {
    id: string;
    userId: string;
    amountCents: bigint;
    chargeId: string | null;
    paymentRef: string | null;
  },
  debt: bigint,
): Promise<void> {
  await tx
    .insert(cardDisputes)
    .values({
      processor: 'stripe',
      disputeRef: `refund:${load.chargeId ?? load.id}`,
      paymentRef: load.paymentRef,
      chargeRef: load.chargeId,
      userId: load.userId,
      loadId: load.id,
      amountCents: load.amountCents,
      debtCents: debt,
      status: 'LOST',
      reason: 'refunded_at_processor',
      closedAt: new Date(),
    })
    .onConflictDoNothing();
  await refreshSpendingPause(tx, load.userId);
}

export function createDisputes(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The load the disputed payment paid for, if it is one. */
  async function loadOf(tx: DbOrTx, facts: DisputeFacts) {
    const refs = [
      facts.paymentRef ? eq(bitsLoads.paymentRef, facts.paymentRef) : undefined,
      facts.chargeRef ? eq(bitsLoads.chargeId, facts.chargeRef) : undefined,
    ].filter((c) => c !== undefined);
    if (refs.length === 0) return null;
    const [load] = await tx
      .select()
      .from(bitsLoads)
      .where(or(...refs))
      .limit(1);
    return load ?? null;
  }

  /**
   * Records a dispute and holds what is left of the load's BITS; a dispute already recorded is left alone.
   * The load's row and then the member's wallet are locked first (the order crediting and refunding a
   * load take them in), so a dispute never races the load's credit, a refund, or another dispute's pause.
   */
  async function opened(processor: string, facts: DisputeFacts): Promise<DisputeOutcome> {
    return db.transaction(async (tx) => {
      const found = await loadOf(tx, facts);
      const [load] = found
        ? await tx.select().from(bitsLoads).where(eq(bitsLoads.id, found.id)).for('update')
        : [undefined];
      const member = load ? await memberAccountId(tx, load.userId) : null;
      const [account] = member
        ? await tx
            .select({ balance: walletAccounts.balanceCents })
            .from(walletAccounts)
            .where(eq(walletAccounts.id, member))
            .for('update')
        : [undefined];
      const [row] = await tx
        .insert(cardDisputes)
        .values({
          processor,
          disputeRef: facts.disputeRef,
          paymentRef: facts.paymentRef,
          chargeRef: facts.chargeRef,
          userId: load?.userId ?? (await memberOfCharge(tx, facts)),
          loadId: load?.id ?? null,
          amountCents: BigInt(facts.amountCents),
          reason: facts.reason,
          openedAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return 'IGNORED';
      // Not a member's load (a membership payment, a payment made elsewhere): recorded, nothing to hold.
      if (!load || !member) return 'APPLIED';

      let saved = row;
      // Credited: what is left of its BITS is held now. Not credited yet (the member's bank check passed,
      // the credit not made): held when it is credited (holdOnCredit). Refunded or failed: nothing to hold.
      if (load.status === 'SUCCESSFUL') {
        const disputed = BigInt(Math.min(facts.amountCents, Number(load.amountCents)));
        const balance = account?.balance ?? 0n;
        const held = smaller(disputed, balance);
        const holdTransactionId =
          held > 0n ? await hold(tx, member, held, row.id, facts.disputeRef, load.id) : null;
        saved =
          (
            await tx
              .update(cardDisputes)
              .set({ heldCents: held, debtCents: disputed - held, holdTransactionId })
              .where(eq(cardDisputes.id, row.id))
              .returning()
          )[0] ?? row;
      }
      await refreshSpendingPause(tx, load.userId);
      await notify(tx, disputeNotice.opened(saved!));
      return 'APPLIED';
    });
  }

  /** Closes an open dispute as won or lost; one already closed (or never opened and unknown) is left alone. */
  async function closed(processor: string, facts: DisputeFacts, won: boolean): Promise<DisputeOutcome> {
    // Closed before its opening arrived: opened first, so the hold and the debt are as they would have been.
    await opened(processor, facts);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(cardDisputes)
        .where(and(eq(cardDisputes.processor, processor), eq(cardDisputes.disputeRef, facts.disputeRef)))
        .for('update');
      if (row?.status !== 'OPEN') return 'IGNORED';
      let closeTransactionId: string | null = null;
      if (row.heldCents > 0n && row.userId) {
        const holding = await systemAccountId(tx, 'DISPUTE_HOLDING');
        const to = won ? await memberAccountId(tx, row.userId) : await systemAccountId(tx, 'CARD_LOADS');
        const { transaction } = await postMovement(tx, {
          type: won ? 'DISPUTE_RELEASE' : 'CHARGEBACK',
          amountCents: row.heldCents,
          legs: [
            { accountId: holding, amountCents: -row.heldCents },
            { accountId: to, amountCents: row.heldCents },
          ],
          initiatedBy: null,
          relatedType: 'DISPUTE',
          relatedId: row.id,
          metadata: { disputeRef: row.disputeRef, loadId: row.loadId },
        });
        closeTransactionId = transaction.id;
      }
      const [saved] = await tx
        .update(cardDisputes)
        .set({
          status: won ? 'WON' : 'LOST',
          closedAt: now(),
          closeTransactionId,
          // Won: nothing is owed any more (the amount stays as the record of what was).
          ...(won && row.debtCents > 0n ? { debtStatus: 'CANCELLED' } : {}),
        })
        .where(and(eq(cardDisputes.id, row.id), eq(cardDisputes.status, 'OPEN')))
        .returning();
      if (row.userId) {
        await refreshSpendingPause(tx, row.userId);
        if (row.loadId) await notify(tx, disputeNotice.closed(saved!, won));
      }
      return 'APPLIED';
    });
  }

  return { opened, closed };
}

export type Disputes = ReturnType<typeof createDisputes>;
