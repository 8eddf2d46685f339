/**
 * Ledger invariants, checked after every ledger test and by the benchmark:
 * 1. every transaction's entries sum to zero (and so do all entries together);
 * 2. every account's balance equals the sum of its entries, and its last entry's balance-after;
 * 3. no member wallet (or non-negative system account) is below zero;
 * 4. no Idempotency-Key was applied twice;
 * 5. DISPUTE_HOLDING holds exactly what the open card disputes hold;
 * 6. BARTER_HOLDING holds exactly what the barters on hold (held or disputed) still hold: their amount less
 *    what was refunded from the hold.
 * Returns the violations found (empty when the ledger is sound).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf as rows } from '../../db/rows.ts';

export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const out: string[] = [];
  const unbalanced = await rows<{ transaction_id: string; total: string }>(
    db,
    sql`select transaction_id, sum(amount_cents)::text as total from wallet_entries
        group by transaction_id having sum(amount_cents) <> 0 limit 20`,
  );
  for (const r of unbalanced) out.push(`transaction ${r.transaction_id} sums to ${r.total}`);

  const [all] = await rows<{ total: string | null }>(
    db,
    sql`select sum(amount_cents)::text as total from wallet_entries`,
  );
  if (all?.total && all.total !== '0') out.push(`all entries sum to ${all.total}`);

  const drift = await rows<{ id: string; balance: string; entries: string; last_after: string | null }>(
    db,
    sql`select a.id, a.balance_cents::text as balance,
               coalesce(e.total, 0)::text as entries, l.balance_after_cents::text as last_after
        from wallet_accounts a
        left join (select account_id, sum(amount_cents) as total from wallet_entries group by account_id) e
          on e.account_id = a.id
        left join lateral (select balance_after_cents from wallet_entries w
                           where w.account_id = a.id order by w.id desc limit 1) l on true
        where a.balance_cents <> coalesce(e.total, 0)
           or (l.balance_after_cents is not null and l.balance_after_cents <> a.balance_cents)
        limit 20`,
  );
  for (const r of drift) {
    out.push(
      `account ${r.id} balance ${r.balance} ≠ entries ${r.entries} (last balance-after ${r.last_after})`,
    );
  }

  const negative = await rows<{ id: string; balance: string }>(
    db,
    sql`select id, balance_cents::text as balance from wallet_accounts
        where not allow_negative and balance_cents < 0 limit 20`,
  );
  for (const r of negative) out.push(`account ${r.id} is negative: ${r.balance}`);

  const twice = await rows<{ initiated_by: string; idempotency_key: string; n: number }>(
    db,
    sql`select initiated_by, idempotency_key, count(*)::int as n from wallet_transactions
        where idempotency_key is not null group by initiated_by, idempotency_key having count(*) > 1 limit 20`,
  );
  for (const r of twice)
    out.push(`idempotency key ${r.idempotency_key} of ${r.initiated_by} applied ${r.n} times`);

  const [held] = await rows<{ balance: string | null; held: string }>(
    db,
    sql`select (select balance_cents::text from wallet_accounts where code = 'DISPUTE_HOLDING') as balance,
               (select coalesce(sum(held_cents), 0)::text from card_disputes where status = 'OPEN') as held`,
  );
  if (held?.balance != null && held.balance !== held.held)
    out.push(`DISPUTE_HOLDING is ${held.balance} but the open disputes hold ${held.held}`);

  const [barterHeld] = await rows<{ balance: string | null; held: string }>(
    db,
    sql`select (select balance_cents::text from wallet_accounts where code = 'BARTER_HOLDING') as balance,
               (select coalesce(sum(amount_cents - refunded_cents), 0)::text from barter_requests
                 where hold_status in ('HELD', 'DISPUTED')) as held`,
  );
  if (barterHeld?.balance != null && barterHeld.balance !== barterHeld.held)
    out.push(`BARTER_HOLDING is ${barterHeld.balance} but the barters on hold hold ${barterHeld.held}`);
  return out;
}
