/** Buyer protection in the ledger: BITS paid out of a barter's hold (BARTER_HOLDING). */
import type { DbOrTx } from '../../db/client.ts';
import {
  memberAccountId,
  postMovement,
  systemAccountId,
  type WalletTransactionRow,
} from '../wallet/ledger.ts';
import type { BarterRow } from './barter.repository.ts';

/**
 * `cents` of the barter's hold to its seller (a release: SALE_PURCHASE, the seller's sale) or back to its
 * buyer (REFUND), as one movement tied to the barter; `metadata` adds to the barter's facts.
 */
export async function payFromHold(
  tx: DbOrTx,
  barter: BarterRow,
  to: 'SELLER' | 'BUYER',
  cents: bigint,
  m: {
    memo: string | null;
    initiatedBy: string | null;
    idempotencyKey?: string | undefined;
    metadata: Record<string, unknown>;
  },
): Promise<WalletTransactionRow> {
  const { transaction } = await postMovement(tx, {
    type: to === 'SELLER' ? 'SALE_PURCHASE' : 'REFUND',
    amountCents: cents,
    legs: [
      { accountId: await systemAccountId(tx, 'BARTER_HOLDING'), amountCents: -cents },
      {
        accountId: await memberAccountId(tx, to === 'SELLER' ? barter.sellerId : barter.buyerId),
        amountCents: cents,
      },
    ],
    memo: m.memo,
    initiatedBy: m.initiatedBy,
    relatedType: 'BARTER',
    relatedId: barter.id,
    ...(m.idempotencyKey ? { idempotencyKey: m.idempotencyKey } : {}),
    metadata: {
      barterReference: barter.reference,
      sellerId: barter.sellerId,
      buyerId: barter.buyerId,
      ...m.metadata,
    },
  });
  return transaction;
}
