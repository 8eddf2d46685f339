/**
 * The in-app notices of the wallet (issue 14, group PAYMENTS). A card load's notice is made and
 * given to notify() inside the transaction that credits the load (loads.service.ts `complete`), so
 * it commits with the BITS, once, whether the request or the reconciliation job credited it.
 */
import { formatBitsGrouped } from '@barterbits/contracts';
import type { Notice } from '../notifications/notify.ts';

interface CreditedLoad {
  userId: string;
  amountCents: bigint;
}

export const walletNotice = {
  /** To the member, when their card load was credited to the wallet. */
  loaded(l: CreditedLoad): Notice {
    return {
      userId: l.userId,
      type: 'BITS_LOADED',
      title: 'BITS loaded',
      body: `${formatBitsGrouped(l.amountCents)} BITS from your card are now in your wallet.`,
      link: '/my-wallet',
    };
  },
};
