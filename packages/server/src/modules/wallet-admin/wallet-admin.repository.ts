/**
 * Read side of the admin wallet: movements with filters, their legs with the parties' names, and a
 * member's totals. Reads return null when nothing matches. Money is only written by ledger.ts.
 */
import {
  SYSTEM_ACCOUNT_LABELS,
  type TAdminWalletTransactionsQuery,
  type TWalletParty,
  type ZAdminWalletTransactionsQuery,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, preparedRowsOf, rowsOf } from '../../db/rows.ts';
import {
  businesses,
  userProfiles,
  users,
  walletAccounts,
  walletEntries,
  walletTransactions,
} from '../../db/schema.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../lib/day-filter.ts';
import { displayNames, memberNameColumns } from '../users/display-name.ts';
import type { WalletTransactionRow } from '../wallet/ledger.ts';

export type { TAdminWalletTransactionsQuery };

type ListQuery = z.output<typeof ZAdminWalletTransactionsQuery>;

export interface Leg {
  transactionId: string;
  amountCents: bigint;
  balanceAfterCents: bigint;
  party: TWalletParty;
}

/** Business name, else first and last name, else username, else e-mail. */
export function displayNameOf(p: {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  businessName: string | null;
}): string {
  const full = [p.firstName, p.lastName].filter((s) => s?.trim()).join(' ');
  return p.businessName?.trim() || full || p.userName || p.email || 'Unknown member';
}

export interface FoundUser {
  id: string;
  roleId: number;
  email: string;
  displayName: string;
}

export function createWalletAdminRepository(db: DbOrTx) {
  function where(q: ListQuery): SQL | undefined {
    const conds: SQL[] = [];
    if (q.type) conds.push(eq(walletTransactions.type, q.type));
    if (q.status) conds.push(eq(walletTransactions.status, q.status));
    if (q.from) conds.push(onOrAfterDay(walletTransactions.createdAt, q.from));
    if (q.to) conds.push(onOrBeforeDay(walletTransactions.createdAt, q.to));
    if (q.q) conds.push(ilike(walletTransactions.reference, `%${escapeLike(q.q)}%`));
    if (q.userId) {
      // Movements on the member's wallet (index on entries by account), or asked for by them (a failed load).
      conds.push(
        or(
          sql`${walletTransactions.id} in (select e.transaction_id from wallet_entries e
               join wallet_accounts a on a.id = e.account_id where a.user_id = ${q.userId}::uuid)`,
          eq(walletTransactions.initiatedBy, q.userId),
        ) as SQL,
      );
    }
    return conds.length ? and(...conds) : undefined;
  }

  return {
    async list(q: ListQuery): Promise<{ rows: WalletTransactionRow[]; total: number }> {
      const cond = where(q);
      const column = {
        createdAt: walletTransactions.createdAt,
        amountCents: walletTransactions.amountCents,
        reference: walletTransactions.reference,
        type: walletTransactions.type,
        status: walletTransactions.status,
      }[q.sortBy];
      const dir = q.sortOrder === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(walletTransactions)
          .where(cond)
          // The id breaks ties so paging is stable.
          .orderBy(dir(column), dir(walletTransactions.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(walletTransactions).where(cond),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findById(id: string): Promise<WalletTransactionRow | null> {
      const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, id)).limit(1);
      return row ?? null;
    },

    /** The legs of these movements with each account's owner (member name or system code), in entry order. */
    async legsOf(transactionIds: string[]): Promise<Leg[]> {
      if (transactionIds.length === 0) return [];
      const rows = await db
        .select({
          transactionId: walletEntries.transactionId,
          amountCents: walletEntries.amountCents,
          balanceAfterCents: walletEntries.balanceAfterCents,
          accountId: walletAccounts.id,
          code: walletAccounts.code,
          userId: walletAccounts.userId,
          email: users.email,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          userName: userProfiles.userName,
          businessName: businesses.businessName,
        })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
        .leftJoin(users, eq(users.id, walletAccounts.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, walletAccounts.userId))
        .leftJoin(businesses, eq(businesses.userId, walletAccounts.userId))
        .where(inArray(walletEntries.transactionId, transactionIds))
        .orderBy(asc(walletEntries.id));
      return rows.map((r) => ({
        transactionId: r.transactionId,
        amountCents: r.amountCents,
        balanceAfterCents: r.balanceAfterCents,
        party: r.code
          ? {
              kind: 'SYSTEM',
              accountId: r.accountId,
              userId: null,
              displayName: SYSTEM_ACCOUNT_LABELS[r.code as keyof typeof SYSTEM_ACCOUNT_LABELS] ?? r.code,
              email: null,
              code: r.code as TWalletParty['code'],
            }
          : {
              kind: 'MEMBER',
              accountId: r.accountId,
              userId: r.userId,
              displayName: displayNameOf(r),
              email: r.email,
              code: null,
            },
      }));
    },

    /** Display names of users by id (initiators). */
    async namesOf(ids: string[]): Promise<Map<string, string>> {
      return displayNames(db, ids, displayNameOf);
    },

    /** A user's role with their display name and e-mail (for the answer of an adjustment). */

    /**
     * Everything an adjustment needs before it moves money, in one read: the member and the admin
     * (with the member's wallet account id, if made yet), the movement this admin already applied
     * under `key` (its id), and whether the admin used `key` on another call (idempotency_keys).
     */
    async adjustmentContext(
      adminId: string,
      userId: string,
      key: string,
    ): Promise<{
      users: Map<string, FoundUser & { walletId: string | null }>;
      appliedId: string | null;
      keyUsedElsewhere: boolean;
    }> {
      const rows = await preparedRowsOf<{
        id: string;
        role_id: number;
        email: string;
        first_name: string | null;
        last_name: string | null;
        user_name: string | null;
        business_name: string | null;
        wallet_id: string | null;
        applied_id: string | null;
        key_used_elsewhere: boolean;
      }>(
        db,
        sql`with k as (
              select (select t.id from wallet_transactions t
                        where t.initiated_by = ${adminId}::uuid and t.idempotency_key = ${key}) as applied_id,
                     exists (select 1 from idempotency_keys i
                               where i.user_id = ${adminId}::uuid and i.key = ${key}) as key_used_elsewhere)
            select u.id, u.role_id, u.email, p.first_name, p.last_name, p.user_name, b.business_name,
                   w.id as wallet_id, k.applied_id, k.key_used_elsewhere
              from k
              left join users u on u.id in (${adminId}::uuid, ${userId}::uuid)
              left join user_profiles p on p.user_id = u.id
              left join businesses b on b.user_id = u.id
              left join wallet_accounts w on w.user_id = u.id`,
        'wallet_admin',
      );
      const found = new Map<string, FoundUser & { walletId: string | null }>();
      for (const r of rows) {
        if (!r.id) continue;
        found.set(r.id, {
          id: r.id,
          roleId: r.role_id,
          email: r.email,
          displayName: displayNameOf({
            firstName: r.first_name,
            lastName: r.last_name,
            userName: r.user_name,
            businessName: r.business_name,
            email: r.email,
          }),
          walletId: r.wallet_id,
        });
      }
      return {
        users: found,
        appliedId: rows[0]?.applied_id ?? null,
        keyUsedElsewhere: rows[0]?.key_used_elsewhere ?? false,
      };
    },

    async findUser(id: string): Promise<FoundUser | null> {
      const [r] = await db
        .select({ ...memberNameColumns, roleId: users.roleId })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, id));
      return r ? { id: r.id, roleId: r.roleId, email: r.email, displayName: displayNameOf(r) } : null;
    },

    async walletOf(userId: string): Promise<{ id: string; balanceCents: bigint } | null> {
      const [row] = await db
        .select({ id: walletAccounts.id, balanceCents: walletAccounts.balanceCents })
        .from(walletAccounts)
        .where(eq(walletAccounts.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Per transaction type: movements, BITS in and out of this account, and the latest movement. */
    async totalsByType(accountId: string) {
      return rowsOf<{ type: string; n: number; in_cents: string; out_cents: string; last_at: Date | string }>(
        db,
        sql`select t.type, count(*)::int as n,
                   coalesce(sum(case when e.amount_cents > 0 then e.amount_cents else 0 end), 0)::text as in_cents,
                   coalesce(sum(case when e.amount_cents < 0 then -e.amount_cents else 0 end), 0)::text as out_cents,
                   max(t.created_at) as last_at
            from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
            where e.account_id = ${accountId}::uuid
            group by t.type order by t.type`,
      );
    },
  };
}
