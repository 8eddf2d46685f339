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
import { dayRange, periodDays, recentMonths, todayRange } from './calendar.ts';
import { balanceOf, memberAccountId } from './ledger.ts';
import { createWalletRepository, type MovementFilter, type MovementRow } from './wallet.repository.ts';

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
    const names = await repo.displayNames(db, ids);
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

  async function loadAllowance(userId: string) {
    const { start, end } = todayRange(now());
    const loaded = await repo.loadedBetween(db, userId, start, end);
    const remaining = BigInt(WALLET_LOAD_LIMITS.dailyLoadLimitCents) - loaded;
    return {
      todayRemainingCents: Number(remaining > 0n ? remaining : 0n),
      loadedTodayCents: Number(loaded),
      dailyLoadLimitCents: WALLET_LOAD_LIMITS.dailyLoadLimitCents,
      resetsAt: end.toISOString(),
    };
  }

  async function statementFor(
    userId: string,
    from: string,
    to: string,
    page: { limit: number; offset: number },
  ) {
    const accountId = await memberAccountId(db, userId);
    const { start, end } = dayRange(from, to);
    const filter: MovementFilter = { accountId, start, end };
    const [opening, closing, totals, rows, total, names] = await Promise.all([
      repo.balanceBefore(db, accountId, start),
      repo.balanceBefore(db, accountId, end),
      repo.totals(db, accountId, start, end),
      repo.movements(db, filter, page, 'oldest'),
      repo.countMovements(db, filter),
      repo.displayNames(db, [userId]),
    ]);
    const statement: TStatement = {
      memberName: names.get(userId) ?? 'Member',
      from,
      to,
      timeZone: WALLET_LOAD_LIMITS.timeZone,
      openingBalanceCents: Number(opening),
      closingBalanceCents: Number(closing),
      totalInCents: Number(totals.totalIn),
      totalOutCents: Number(totals.totalOut),
      transactions: await toTransactions(rows),
    };
    return { data: statement, meta: { total, limit: page.limit, offset: page.offset } };
  }

  return {
    loadAllowance,
    toTransactions,

    async wallet(userId: string) {
      const [balance, allowance] = await Promise.all([balanceOf(db, userId), loadAllowance(userId)]);
      return {
        balanceCents: Number(balance),
        todayRemainingCents: allowance.todayRemainingCents,
        limits: { ...WALLET_LOAD_LIMITS },
      };
    },

    async history(
      userId: string,
      q: { limit: number; offset: number; type?: string | undefined; period?: WalletPeriod | undefined },
    ) {
      const accountId = await memberAccountId(db, userId);
      const range = q.period && q.period !== 'ALL' ? periodDays(q.period, now()) : null;
      const filter: MovementFilter = {
        accountId,
        type: q.type,
        ...(range ? dayRange(range.from, range.to) : {}),
      };
      const [rows, total] = await Promise.all([
        repo.movements(db, filter, q),
        repo.countMovements(db, filter),
      ]);
      return { data: await toTransactions(rows), meta: { total, limit: q.limit, offset: q.offset } };
    },

    /** One of the member's own movements; NOT_FOUND for anyone else's. */
    async transaction(userId: string, transactionId: string): Promise<TWalletTransaction> {
      const accountId = await memberAccountId(db, userId);
      const rows = await repo.movements(db, { accountId, transactionId }, { limit: 1, offset: 0 });
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return (await toTransactions(rows))[0]!;
    },

    statementFor,

    /** The statement of explicit days or of a period (default this month). */
    async statement(
      userId: string,
      q: { from?: string | undefined; to?: string | undefined; period?: WalletPeriod | undefined },
      page: { limit: number; offset: number },
    ) {
      let from = q.from;
      let to = q.to;
      if (!from || !to) ({ from, to } = periodDays(q.period ?? 'THIS_MONTH', now()));
      return statementFor(userId, from, to, page);
    },

    /** Monthly summary lines, newest first (duration=true). */
    async summary(userId: string, page: { limit: number; offset: number }) {
      const accountId = await memberAccountId(db, userId);
      const months = recentMonths(now(), page.offset, page.limit);
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
      const data: TStatementPeriod[] = await Promise.all(
        months.map(async (m) => {
          const { start, end } = dayRange(m.from, m.to);
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
      return { data, meta: { total: page.offset + data.length, limit: page.limit, offset: page.offset } };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
