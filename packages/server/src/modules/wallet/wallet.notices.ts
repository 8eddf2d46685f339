/**
 * The in-app notices of the wallet (group PAYMENTS). Each is given to notify() inside the
 * transaction that moves the load to its final state (loads.service.ts), so it commits with that
 * state, once, whether the request or the reconciliation job settled the load:
 * - loaded: the BITS were credited;
 * - failed: the reconciliation job found the charge refused (a member who is waiting for the answer
 *   of their own request sees the refusal there and gets no notice);
 * - refunded: the card was charged but the BITS could not be credited, so the charge was refunded.
 */
import { PAGES } from '@barterbits/contracts';
import { say, translate } from '../../lib/i18n.ts';
import { amountIn } from '../notifications/notices.ts';
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
      words: (locale) => ({
        title: say(locale, 'notices.bitsLoaded.title'),
        body: say(locale, 'notices.bitsLoaded.body', { amount: amountIn(l.amountCents, locale) }),
      }),
      link: PAGES.myWallet.path,
    };
  },

  /** To the member, when the job found their pending card load refused: nothing was charged. */
  failed(l: CreditedLoad, reason: string | null): Notice {
    return {
      userId: l.userId,
      type: 'BITS_LOAD_FAILED',
      words: (locale) => {
        const amount = amountIn(l.amountCents, locale);
        return {
          title: say(locale, 'notices.bitsLoadFailed.title'),
          // The reason is the payment refusal's English message, worded like the refusal itself.
          body: reason
            ? say(locale, 'notices.bitsLoadFailed.bodyWithReason', {
                amount,
                reason: translate(locale, reason),
              })
            : say(locale, 'notices.bitsLoadFailed.body', { amount }),
        };
      },
      link: PAGES.myWallet.path,
    };
  },

  /** To the member, when support refunded a credited load to their card (its BITS were taken back). */
  refundedBySupport(l: CreditedLoad): Notice {
    return {
      userId: l.userId,
      type: 'BITS_LOAD_REFUNDED',
      words: (locale) => ({
        title: say(locale, 'notices.bitsLoadRefunded.title'),
        body: say(locale, 'notices.bitsLoadRefundedBySupport.body', {
          amount: amountIn(l.amountCents, locale),
        }),
      }),
      link: PAGES.myWallet.path,
    };
  },

  /** To the member, when a charged load could not be credited and the charge was refunded to the card. */
  refunded(l: CreditedLoad): Notice {
    return {
      userId: l.userId,
      type: 'BITS_LOAD_REFUNDED',
      words: (locale) => ({
        title: say(locale, 'notices.bitsLoadRefunded.title'),
        body: say(locale, 'notices.bitsLoadRefunded.body', { amount: amountIn(l.amountCents, locale) }),
      }),
      link: PAGES.myWallet.path,
    };
  },
};
