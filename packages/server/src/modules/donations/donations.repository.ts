/**
 * Data access for donations. A donation has no table of its own: it is the ledger movement with
 * related_type DONATION (its related_id is the donation's id, its metadata holds the message), whose
 * negative leg is the donor's wallet and positive leg the COMMUNITY_FUND account.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** One donation as the ledger holds it. */
export interface DonationRow {
  id: string;
  reference: string;
  amount_cents: string | number | bigint;
  message: string | null;
  created_at: Date | string;
}

/** The fund's figures and one member's share, as one row. */
export interface FundFiguresRow {
  balance_cents: string | number | bigint | null;
  donor_count: string | number;
  my_total_cents: string | number | bigint;
  my_count: string | number;
}

const DONATION_SELECT = sql`select t.related_id as id, t.reference, t.amount_cents,
    t.metadata->>'message' as message, t.created_at
  from wallet_entries e
  join wallet_transactions t on t.id = e.transaction_id`;

/** The donor's legs of donations: entries leaving a member wallet in a DONATION movement. */
const donorLegs = sql`t.related_type = 'DONATION' and e.amount_cents < 0`;

export function createDonationsRepository() {
  return {
    /** What the fund holds, how many wallets have donated, and what `walletId` gave (total and count). */
    async fundFigures(db: DbOrTx, fundId: string, walletId: string): Promise<FundFiguresRow> {
      const [row] = await rowsOf<FundFiguresRow>(
        db,
        sql`select
            (select balance_cents from wallet_accounts where id = ${fundId}::uuid) as balance_cents,
            (select count(distinct e.account_id) from wallet_entries e
               join wallet_transactions t on t.id = e.transaction_id where ${donorLegs}) as donor_count,
            coalesce(sum(-e.amount_cents), 0) as my_total_cents,
            count(e.id) as my_count
          from wallet_entries e
          join wallet_transactions t on t.id = e.transaction_id
          where e.account_id = ${walletId}::uuid and ${donorLegs}`,
      );
      return row!;
    },

    /** One page of the donations from `walletId`, newest first, and their total count. */
    async listByWallet(
      db: DbOrTx,
      walletId: string,
      q: { limit: number; offset: number },
    ): Promise<{ rows: DonationRow[]; total: number }> {
      const where = sql`e.account_id = ${walletId}::uuid and ${donorLegs}`;
      const rows = await rowsOf<DonationRow>(
        db,
        sql`${DONATION_SELECT} where ${where} order by t.created_at desc, t.id desc limit ${q.limit} offset ${q.offset}`,
      );
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from wallet_entries e join wallet_transactions t on t.id = e.transaction_id where ${where}`,
      );
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** The donation `id` from `walletId`; null when there is none. */
    async findByWallet(db: DbOrTx, walletId: string, id: string): Promise<DonationRow | null> {
      const [row] = await rowsOf<DonationRow>(
        db,
        sql`${DONATION_SELECT} where e.account_id = ${walletId}::uuid and ${donorLegs} and t.related_id = ${id}::uuid limit 1`,
      );
      return row ?? null;
    },
  };
}

export type DonationsRepository = ReturnType<typeof createDonationsRepository>;
