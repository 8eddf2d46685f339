/**
 * The in-app notices of the wallet (group PAYMENTS). Each is given to notify() inside the
 * transaction that moves the load to its final state (loads.service.ts), so it commits with that
 * state, once, whether the request or the reconciliation job settled the load:
 * - loaded: the BITS were credited;
 * - failed: the reconciliation job found the charge refused (a member who is waiting for the answer
 *   of their own request sees the refusal there and gets no notice);
 * - refunded: the card was charged but the BITS could not be credited, so the charge was refunded.
 */
import { formatBitsGrouped, PAGES } from '@barterbits/contracts';
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
      link: PAGES.myWallet.path,
    };
  },

  /** To the member, when the job found their pending card load refused: nothing was charged. */
  failed(l: CreditedLoad, reason: string | null): Notice {
    const why = reason ? ` ${reason}` : '';
    return {
      userId: l.userId,
      type: 'BITS_LOAD_FAILED',
      title: 'Card load not completed',
      body: `Your load of ${formatBitsGrouped(l.amountCents)} BITS could not be completed and nothing was charged.${why}`,
      link: PAGES.myWallet.path,
    };
  },

  /** To the member, when a charged load could not be credited and the charge was refunded to the card. */
  refunded(l: CreditedLoad): Notice {
    return {
      userId: l.userId,
      type: 'BITS_LOAD_REFUNDED',
      title: 'Card load refunded',
      body: `Your load of ${formatBitsGrouped(l.amountCents)} BITS could not be added to your wallet, so the charge was refunded to your card.`,
      link: PAGES.myWallet.path,
    };
  },
};
