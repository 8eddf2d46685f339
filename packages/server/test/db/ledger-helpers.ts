/**
 * Test setup shared by the files that move money: member ids by e-mail, BITS loaded or moved
 * straight through the ledger (as the modules post them), and the error code of a failed call.
 */
import { eq } from 'drizzle-orm';
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
