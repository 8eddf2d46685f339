/**
 * The wording of each in-app notice, made inside the caller's transaction (names are read with the
 * same handle: never the outer db inside a transaction). Each builder answers the Notice for
 * notify(), which words it in the recipient's language (the contracts' `i18n/notices` catalogs);
 * gifts and barter call `notify(tx, await giftNotice.x(tx, …))` once per event.
 */
import { formatBitsGrouped, type Locale, PAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { say } from '../../lib/i18n.ts';
import { memberNameParts, shortName } from '../users/display-name.ts';
import type { Notice } from './notify.ts';

/** The member's short name, or "A member" in the reader's language when the account is gone. */
export async function nameOf(tx: DbOrTx, userId: string): Promise<(locale: Locale) => string> {
  const [row] = await memberNameParts(tx, [userId]);
  const name = row ? shortName(row) : null;
  return (locale) => name ?? say(locale, 'notices.someone.member');
}

/** "1,025.50" ("1 025,50" in French): the shared grouping (contracts `format.ts`); the catalogs add "BITS". */
export const amountIn = (cents: bigint | number, locale: Locale) => formatBitsGrouped(cents, { locale });

interface GiftFacts {
  id: string;
  senderId: string;
  recipientId: string | null;
  recipientEmail: string;
  amountCents: bigint;
}

interface BarterFacts {
  id: string;
  sellerId: string;
  buyerId: string;
  offerTitle: string;
  amountCents: bigint;
}

export const giftNotice = {
  /** To the recipient member; null when the address had no account yet (the e-mail tells them). */
  async received(tx: DbOrTx, g: GiftFacts): Promise<Notice | null> {
    if (!g.recipientId) return null;
    const name = await nameOf(tx, g.senderId);
    return {
      userId: g.recipientId,
      type: 'GIFT_RECEIVED',
      words: (l) => ({
        title: say(l, 'notices.giftReceived.title'),
        body: say(l, 'notices.giftReceived.body', { name: name(l), amount: amountIn(g.amountCents, l) }),
      }),
      link: PAGES.bitsGift.href(g.id),
    };
  },
  /** To the sender, when the recipient claimed it. */
  async claimed(tx: DbOrTx, g: GiftFacts, claimedBy: string): Promise<Notice> {
    const name = await nameOf(tx, claimedBy);
    return {
      userId: g.senderId,
      type: 'GIFT_CLAIMED',
      words: (l) => ({
        title: say(l, 'notices.giftClaimed.title'),
        body: say(l, 'notices.giftClaimed.body', { name: name(l), amount: amountIn(g.amountCents, l) }),
      }),
      link: PAGES.giftDetail.href(g.id),
    };
  },
  /** To the sender, when the claim period ended and the BITS came back. */
  returned(_tx: DbOrTx, g: GiftFacts): Promise<Notice> {
    return Promise.resolve({
      userId: g.senderId,
      type: 'GIFT_RETURNED',
      words: (l) => ({
        title: say(l, 'notices.giftReturned.title'),
        body: say(l, 'notices.giftReturned.body', {
          amount: amountIn(g.amountCents, l),
          email: g.recipientEmail,
        }),
      }),
      link: PAGES.giftDetail.href(g.id),
    });
  },
  /**
   * To the recipient member (when known), when the sender took a pending gift back: their
   * "You received a BITS gift" notice would otherwise point at a gift they can no longer claim.
   * Null when nobody is to be told (the address had no account).
   */
  async cancelled(tx: DbOrTx, g: GiftFacts): Promise<Notice | null> {
    if (!g.recipientId) return null;
    const name = await nameOf(tx, g.senderId);
    return {
      userId: g.recipientId,
      type: 'GIFT_CANCELLED',
      words: (l) => ({
        title: say(l, 'notices.giftCancelled.title'),
        body: say(l, 'notices.giftCancelled.body', { name: name(l), amount: amountIn(g.amountCents, l) }),
      }),
      link: PAGES.bitsGift.href(g.id),
    };
  },
};

const barterLink = (b: BarterFacts) => PAGES.barterRequest.href(b.id);

/** Buyer protection: the steps of a dispute of a held barter payment. */
export const barterDisputeNotice = {
  /** To the seller: the buyer disputes the payment (what is still held: the amount less refunds). */
  async opened(tx: DbOrTx, b: BarterFacts & { refundedCents: bigint }): Promise<Notice> {
    const name = await nameOf(tx, b.buyerId);
    return {
      userId: b.sellerId,
      type: 'BARTER_DISPUTE_OPENED',
      words: (l) => ({
        title: say(l, 'notices.barterDisputeOpened.title'),
        body: say(l, 'notices.barterDisputeOpened.body', {
          name: name(l),
          amount: amountIn(b.amountCents - b.refundedCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the buyer: the seller gave their side. */
  async answered(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    const name = await nameOf(tx, b.sellerId);
    return {
      userId: b.buyerId,
      type: 'BARTER_DISPUTE_ANSWERED',
      words: (l) => ({
        title: say(l, 'notices.barterDisputeAnswered.title'),
        body: say(l, 'notices.barterDisputeAnswered.body', { name: name(l), offerTitle: b.offerTitle }),
      }),
      link: barterLink(b),
    };
  },
  /** To both parties: where the admin sent the held BITS. */
  resolved(
    _tx: DbOrTx,
    b: BarterFacts,
    parts: { sellerCents: bigint; buyerCents: bigint },
  ): Promise<Notice[]> {
    const words = (l: Locale) => ({
      title: say(l, 'notices.barterDisputeResolved.title'),
      body: say(l, 'notices.barterDisputeResolved.body', {
        offerTitle: b.offerTitle,
        sellerAmount: amountIn(parts.sellerCents, l),
        buyerAmount: amountIn(parts.buyerCents, l),
      }),
    });
    return Promise.resolve(
      [b.buyerId, b.sellerId].map((userId) => ({
        userId,
        type: 'BARTER_DISPUTE_RESOLVED' as const,
        words,
        link: barterLink(b),
      })),
    );
  },
};

export const barterNotice = {
  /** To the buyer: a seller asks them to pay. */
  async requested(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    const name = await nameOf(tx, b.sellerId);
    return {
      userId: b.buyerId,
      type: 'BARTER_REQUEST',
      words: (l) => ({
        title: say(l, 'notices.barterRequested.title'),
        body: say(l, 'notices.barterRequested.body', {
          name: name(l),
          amount: amountIn(b.amountCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the seller: the buyer paid. */
  async accepted(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    const name = await nameOf(tx, b.buyerId);
    return {
      userId: b.sellerId,
      type: 'BARTER_ACCEPTED',
      words: (l) => ({
        title: say(l, 'notices.barterAccepted.title'),
        body: say(l, 'notices.barterAccepted.body', {
          name: name(l),
          amount: amountIn(b.amountCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the seller: the buyer declined. */
  async declined(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    const name = await nameOf(tx, b.buyerId);
    return {
      userId: b.sellerId,
      type: 'BARTER_DECLINED',
      words: (l) => ({
        title: say(l, 'notices.barterDeclined.title'),
        body: say(l, 'notices.barterDeclined.body', {
          name: name(l),
          amount: amountIn(b.amountCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the seller: the buyer paid, and the payment is held for the buyer's protection for `days` at most. */
  async held(tx: DbOrTx, b: BarterFacts, days: number): Promise<Notice> {
    const name = await nameOf(tx, b.buyerId);
    return {
      userId: b.sellerId,
      type: 'BARTER_ACCEPTED',
      words: (l) => ({
        title: say(l, 'notices.barterHeld.title'),
        body: say(l, 'notices.barterHeld.body', {
          name: name(l),
          amount: amountIn(b.amountCents, l),
          offerTitle: b.offerTitle,
          days,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the seller: a held payment (`cents`, the amount less refunds) is now in their wallet. */
  async released(tx: DbOrTx, b: BarterFacts, cents: bigint): Promise<Notice> {
    const name = await nameOf(tx, b.buyerId);
    return {
      userId: b.sellerId,
      type: 'BARTER_RELEASED',
      words: (l) => ({
        title: say(l, 'notices.barterReleased.title'),
        body: say(l, 'notices.barterReleased.body', {
          name: name(l),
          amount: amountIn(cents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the buyer: their held payment goes to the seller tomorrow unless they say something is wrong. */
  async releaseSoon(tx: DbOrTx, b: BarterFacts & { refundedCents: bigint }): Promise<Notice> {
    const name = await nameOf(tx, b.sellerId);
    return {
      userId: b.buyerId,
      type: 'BARTER_HOLD_ENDING',
      words: (l) => ({
        title: say(l, 'notices.barterReleaseSoon.title'),
        body: say(l, 'notices.barterReleaseSoon.body', {
          name: name(l),
          amount: amountIn(b.amountCents - b.refundedCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
  /** To the buyer: the seller refunded part or all of a payment. */
  async refunded(tx: DbOrTx, b: BarterFacts, refundCents: bigint): Promise<Notice> {
    const name = await nameOf(tx, b.sellerId);
    return {
      userId: b.buyerId,
      type: 'BARTER_REFUND',
      words: (l) => ({
        title: say(l, 'notices.barterRefunded.title'),
        body: say(l, 'notices.barterRefunded.body', {
          name: name(l),
          amount: amountIn(refundCents, l),
          offerTitle: b.offerTitle,
        }),
      }),
      link: barterLink(b),
    };
  },
};
