/**
 * Test setup shared by the files that move money: member ids by e-mail, BITS loaded or moved
 * straight through the ledger (as the modules post them), and the error code of a failed call.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/app-error.ts';
import {
  memberAccountId,
  type Posted,
  type PostMovement,
  postMovement,
  systemAccountId,
} from '../../src/modules/wallet/ledger.ts';

/** The id of the user with this e-mail (it must exist). */
export const userIdOf = async (db: Db, email: string): Promise<string> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** Loads `cents` into a member's wallet from the CARD_LOADS source, as a card load would. */
export function loadBits(
  db: Db,
  userId: string,
  cents: bigint | number,
  idempotencyKey?: string,
): Promise<Posted> {
  const amount = BigInt(cents);
  return db.transaction(async (tx) => {
    const source = await systemAccountId(tx, 'CARD_LOADS');
    const wallet = await memberAccountId(tx, userId);
    return postMovement(tx, {
      type: 'ADD_BITS',
      amountCents: amount,
      legs: [
        { accountId: source, amountCents: -amount },
        { accountId: wallet, amountCents: amount },
      ],
      initiatedBy: userId,
      relatedType: 'LOAD',
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  });
}

/**
 * Moves `cents` from one member's wallet to another's in one movement (SALE_PURCHASE unless told),
 * initiated by the payer.
 */
export function moveBits(
  db: Db,
  from: string,
  to: string,
  cents: bigint,
  extra: Partial<Pick<PostMovement, 'type' | 'relatedType' | 'memo'>> = {},
): Promise<Posted> {
  return db.transaction(async (tx) => {
    const a = await memberAccountId(tx, from);
    const b = await memberAccountId(tx, to);
    return postMovement(tx, {
      type: 'SALE_PURCHASE',
      ...extra,
      amountCents: cents,
      legs: [
        { accountId: a, amountCents: -cents },
        { accountId: b, amountCents: cents },
      ],
      initiatedBy: from,
    });
  });
}

/** 'OK', or the AppError code (else the error as text) the call failed with. */
export const codeOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

/**
 * Makes the ledger refuse every movement of one member wallet account (a DB trigger on wallet_entries)
 * while `fn` runs: a charge whose ledger write fails, for the crash and reconciliation tests.
 */
export async function withLedgerFailure<T>(db: Db, accountId: string, fn: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`create or replace function bb_test_fail_load() returns trigger language plpgsql as $$
      begin
        if new.account_id = '${accountId}' then raise exception 'simulated ledger failure'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger bb_test_fail_load before insert on wallet_entries for each row execute function bb_test_fail_load()',
    ),
  );
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw('drop trigger bb_test_fail_load on wallet_entries'));
    await db.execute(sql.raw('drop function bb_test_fail_load()'));
  }
}

/**
 * `reconcileLoads` options under which every load left pending until now is stale. The job compares with
 * a millisecond clock while the database stamps rows in microseconds: with a cut-off of exactly now, a
 * load stamped earlier in the same millisecond would count as newer and be passed over.
 */
export const EVERY_PENDING_LOAD = { staleAfterMs: -1 } as const;
