/**
 * Donations to the Community Fund. A donation is one ledger movement, member wallet →
 * COMMUNITY_FUND (type TRANSFER, related type DONATION, memo DONATION_MEMO), posted with the request's
 * Idempotency-Key: a wallet that is short is refused (INSUFFICIENT_BITS) and nothing moves, and a
 * replayed key finds the movement it already made instead of moving the BITS twice.
 */
import { randomUUID } from 'node:crypto';
import {
  DONATION_MEMO,
  type TCommunityFund,
  type TDonation,
  type ZDonateRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { verifyPinOrToken } from '../pin-location/pin-check.ts';
import {
  balanceOf,
  findByIdempotencyKey,
  memberAccountId,
  type Posted,
  postMovement,
  systemAccountId,
} from '../wallet/ledger.ts';
import { createDonationsRepository, type DonationRow } from './donations.repository.ts';

export interface DonationsServiceDeps {
  db: Db;
}

/** What one donation moves: who gives, how much (cents), the optional note, and the attempt's key. */
export interface DonationInput {
  donorId: string;
  amountCents: bigint;
  message: string | null;
  idempotencyKey: string;
}

/**
 * Posts one donation through the ledger (no PIN check: the caller has done it, or is the demo seed).
 * Throws INSUFFICIENT_BITS when the donor's wallet is short; with a key already used it moves nothing
 * and answers the earlier movement (`replayed`).
 */
export async function postDonation(db: DbOrTx, d: DonationInput): Promise<Posted> {
  const id = randomUUID();
  const wallet = await memberAccountId(db, d.donorId);
  const fund = await systemAccountId(db, 'COMMUNITY_FUND');
  return postMovement(db, {
    type: 'TRANSFER',
    amountCents: d.amountCents,
    legs: [
      { accountId: wallet, amountCents: -d.amountCents },
      { accountId: fund, amountCents: d.amountCents },
    ],
    memo: DONATION_MEMO,
    initiatedBy: d.donorId,
    relatedType: 'DONATION',
    relatedId: id,
    idempotencyKey: d.idempotencyKey,
    metadata: { action: 'DONATE', donationId: id, message: d.message },
  });
}

const toDonation = (r: DonationRow): TDonation => ({
  id: r.id,
  reference: r.reference,
  amountCents: Number(r.amount_cents),
  message: r.message,
  createdAt: new Date(r.created_at).toISOString(),
});

export function createDonationsService(deps: DonationsServiceDeps) {
  const { db } = deps;
  const repo = createDonationsRepository();

  /** The donation `id` of `userId` and their balance now: the answer of a donation and of its replay. */
  async function answerFor(userId: string, id: string) {
    const row = await repo.findByWallet(db, await memberAccountId(db, userId), id);
    if (!row) throw new AppError('NOT_FOUND');
    return { donation: toDonation(row), balanceCents: Number(await balanceOf(db, userId)) };
  }

  return {
    /** GET /donate/fund: what the fund holds, how many members have donated, and the caller's share. */
    async fund(auth: AuthContext): Promise<TCommunityFund> {
      const fundId = await systemAccountId(db, 'COMMUNITY_FUND');
      const row = await repo.fundFigures(db, fundId, await memberAccountId(db, auth.userId));
      return {
        balanceCents: Number(row.balance_cents ?? 0),
        donorCount: Number(row.donor_count),
        myTotalCents: Number(row.my_total_cents),
        myDonationCount: Number(row.my_count),
      };
    },

    /** POST /donate: the caller gives BITS to the fund. `key` is the request's Idempotency-Key, kept on the movement. */
    async donate(auth: AuthContext, input: z.output<typeof ZDonateRequest>, key: string) {
      const { userId } = auth;
      // A retry whose movement already committed (its answer was lost) needs no PIN again.
      const done = await findByIdempotencyKey(db, userId, key);
      if (done) {
        if (done.relatedType !== 'DONATION' || !done.relatedId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return answerFor(userId, done.relatedId);
      }
      await verifyPinOrToken(db, userId, { pin: input.pin, pinToken: input.pinToken });
      const message = input.message?.trim() ? input.message.trim() : null;
      const posted = await postDonation(db, {
        donorId: userId,
        amountCents: BigInt(input.amountCents),
        message,
        idempotencyKey: key,
      });
      if (posted.transaction.relatedType !== 'DONATION' || !posted.transaction.relatedId)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return answerFor(userId, posted.transaction.relatedId);
    },

    /** GET /donate/history: one page of the caller's donations, newest first. */
    async listMine(auth: AuthContext, q: { limit: number; offset: number }): Promise<Page<TDonation>> {
      const { rows, total } = await repo.listByWallet(db, await memberAccountId(db, auth.userId), q);
      return { items: rows.map(toDonation), total };
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;
