/**
 * The member's wallet: balance, today's remaining load allowance, history, transaction details and
 * statements. Read-only: loads are in loads.service.ts, and every movement goes through ledger.ts.
 */
import {
  type TStatement,
  type TStatementPeriod,
  type TWalletTransaction,
  WALLET_LOAD_LIMITS,
  WALLET_TRANSACTION_TYPE_LABELS,
  type WalletPeriod,
  type WalletTransactionType,
} from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { dayRange, periodDays, recentMonths, todayRange, WALLET_TIME_ZONE } from './calendar.ts';
import { memberAccountId } from './ledger.ts';
import { createWalletRepository, type MovementFilter, type MovementRow } from './wallet.repository.ts';

/** Movements newest first on screen (JSON, as the history), oldest first in the files (a paper statement). */
export type StatementOrder = 'newest' | 'oldest';

/** A statement with one page of its movements, and how many movements the whole statement has. */
export interface StatementPage {
  statement: TStatement;
  total: number;
}

export interface WalletServiceDeps {
  db: DbOrTx;
  now?: () => Date;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The type a member sees: SALE_PURCHASE is a SALE for the one paid and a PURCHASE for the payer. */
export function typeAsSeen(type: string, amountCents: bigint): WalletTransactionType {
  if (type === 'SALE_PURCHASE') return amountCents > 0n ? 'SALE' : 'PURCHASE';
  return (type in WALLET_TRANSACTION_TYPE_LABELS ? type : 'UNKNOWN') as WalletTransactionType;
}

export function createWalletService(deps: WalletServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createWalletRepository();

  async function toTransactions(rows: MovementRow[]): Promise<TWalletTransaction[]> {
    const ids = [...new Set(rows.map((r) => r.counterparty_id).filter((v): v is string => !!v))];
    const names = await repo.counterpartyNames(db, ids);
    return rows.map((r) => {
      const amount = BigInt(r.amount_cents);
      const type = typeAsSeen(r.type, amount);
      return {
        id: r.id,
        reference: r.reference,
        type,
        label: WALLET_TRANSACTION_TYPE_LABELS[type],
        status: r.status as TWalletTransaction['status'],
        amountCents: Number(amount),
        balanceAfterCents: Number(r.balance_after_cents),
        counterparty: r.counterparty_id
          ? { id: r.counterparty_id, name: names.get(r.counterparty_id) ?? 'Member' }
          : null,
        memo: r.memo,
        relatedType: (r.related_type as TWalletTransaction['relatedType']) ?? null,
        relatedId: r.related_id,
        createdAt: iso(r.created_at),
      };
    });
  }

  /** What the member may still load today, from what they loaded since `today.start`. */
  const allowanceFrom = (loaded: bigint, today: { end: Date }) => {
    const remaining = BigInt(WALLET_LOAD_LIMITS.dailyLoadLimitCents) - loaded;
    return {
      todayRemainingCents: Number(remaining > 0n ? remaining : 0n),
      loadedTodayCents: Number(loaded),
      dailyLoadLimitCents: WALLET_LOAD_LIMITS.dailyLoadLimitCents,
      resetsAt: today.end.toISOString(),
    };
  };

  /**
   * Today's loaded and remaining BITS of a member (also for the loads service, which has no caller). The
   * daily limit is a business rule of the wallet's own zone, whatever zone the member is in.
   */
  async function allowanceOf(userId: string) {
    const today = todayRange(now(), WALLET_TIME_ZONE);
    return allowanceFrom(await repo.loadedBetween(db, userId, today.start, today.end), today);
  }

  async function statementFor(
    userId: string,
    days: { from: string; to: string; timeZone: string },
    page: { limit: number; offset: number },
    order: StatementOrder,
  ): Promise<StatementPage> {
    const { from, to, timeZone } = days;
    const accountId = await memberAccountId(db, userId);
    const { start, end } = dayRange(from, to, timeZone);
    const filter: MovementFilter = { accountId, start, end };
    const [opening, closing, totals, rows, total, names] = await Promise.all([
      repo.balanceBefore(db, accountId, start),
      repo.balanceBefore(db, accountId, end),
      repo.totals(db, accountId, start, end),
      repo.movements(db, filter, page, order),
      repo.countMovements(db, filter),
      repo.ownNames(db, [userId]),
    ]);
    const statement: TStatement = {
      memberName: names.get(userId) ?? 'Member',
      from,
      to,
      timeZone,
      openingBalanceCents: Number(opening),
      closingBalanceCents: Number(closing),
      totalInCents: Number(totals.totalIn),
      totalOutCents: Number(totals.totalOut),
      transactions: await toTransactions(rows),
    };
    return { statement, total };
  }

  /** One of the member's own movements; NOT_FOUND for anyone else's. */
  async function transactionOf(userId: string, transactionId: string): Promise<TWalletTransaction> {
    const accountId = await memberAccountId(db, userId);
    const rows = await repo.movements(db, { accountId, transactionId }, { limit: 1, offset: 0 });
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return (await toTransactions(rows))[0]!;
  }

  return {
    allowanceOf,
    transactionOf,
    toTransactions,

    /** GET /wallet/today-remaining-bits. */
    loadAllowance: (auth: AuthContext) => allowanceOf(auth.userId),

    async wallet(auth: AuthContext) {
      const today = todayRange(now(), WALLET_TIME_ZONE);
      const { balance, loaded, paused, held } = await repo.balanceAndLoaded(
        db,
        auth.userId,
        today.start,
        today.end,
      );
      return {
        balanceCents: Number(balance),
        spendingPaused: paused,
        heldInPurchasesCents: Number(held),
        todayRemainingCents: allowanceFrom(loaded, today).todayRemainingCents,
        limits: { ...WALLET_LOAD_LIMITS },
      };
    },

    async history(
      auth: AuthContext,
      q: {
        limit: number;
        offset: number;
        type?: string | undefined;
        period?: WalletPeriod | undefined;
        timeZone?: string | undefined;
      },
    ): Promise<Page<TWalletTransaction>> {
      const accountId = await memberAccountId(db, auth.userId);
      // Periods are the wallet zone's days unless a zone is given (the route gives none yet).
      const timeZone = q.timeZone ?? WALLET_TIME_ZONE;
      const range = q.period && q.period !== 'ALL' ? periodDays(q.period, now(), timeZone) : null;
      const filter: MovementFilter = {
        accountId,
        type: q.type,
        ...(range ? dayRange(range.from, range.to, timeZone) : {}),
      };
      const [rows, total] = await Promise.all([
        repo.movements(db, filter, q),
        repo.countMovements(db, filter),
      ]);
      return { items: await toTransactions(rows), total };
    },

    /** One of the caller's own movements; NOT_FOUND for anyone else's. */
    transaction: (auth: AuthContext, transactionId: string) => transactionOf(auth.userId, transactionId),

    /**
     * The statement of explicit days or of a period (default this month) in the member's zone
     * (default the wallet's), with one page of its movements (newest first on screen, oldest first
     * in the files) and how many it has in all.
     */
    async statement(
      auth: AuthContext,
      q: {
        from?: string | undefined;
        to?: string | undefined;
        period?: WalletPeriod | undefined;
        timeZone?: string | undefined;
      },
      page: { limit: number; offset: number },
      order: StatementOrder = 'newest',
    ): Promise<StatementPage> {
      const timeZone = q.timeZone ?? WALLET_TIME_ZONE;
      let from = q.from;
      let to = q.to;
      if (!from || !to) ({ from, to } = periodDays(q.period ?? 'THIS_MONTH', now(), timeZone));
      return statementFor(auth.userId, { from, to, timeZone }, page, order);
    },

    /** Monthly summary lines of the member's zone (default the wallet's), newest first (duration=true). */
    async summary(
      auth: AuthContext,
      page: { limit: number; offset: number },
      timeZone: string = WALLET_TIME_ZONE,
    ): Promise<Page<TStatementPeriod>> {
      const accountId = await memberAccountId(db, auth.userId);
      const months = recentMonths(now(), page.offset, page.limit, timeZone);
      // A month's closing instant is the next month's opening one: each boundary is read once.
      const balances = new Map<number, Promise<bigint>>();
      const balanceBefore = (at: Date) => {
        let read = balances.get(at.getTime());
        if (!read) {
          read = repo.balanceBefore(db, accountId, at);
          balances.set(at.getTime(), read);
        }
        return read;
      };
      const items: TStatementPeriod[] = await Promise.all(
        months.map(async (m) => {
          const { start, end } = dayRange(m.from, m.to, timeZone);
          const [opening, closing, totals] = await Promise.all([
            balanceBefore(start),
            balanceBefore(end),
            repo.totals(db, accountId, start, end),
          ]);
          return {
            ...m,
            openingBalanceCents: Number(opening),
            closingBalanceCents: Number(closing),
            totalInCents: Number(totals.totalIn),
            totalOutCents: Number(totals.totalOut),
            count: totals.count,
          };
        }),
      );
      // As many months as the member has had a wallet is unbounded; the total counts back to the first entry.
      return { items, total: page.offset + items.length };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
