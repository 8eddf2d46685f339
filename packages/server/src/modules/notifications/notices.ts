/**
 * The wording of each in-app notice, made inside the caller's transaction (names are read with the
 * same handle: never the outer db inside a transaction). Each builder answers the Notice for
 * notify(); gifts and barter call `notify(tx, await giftNotice.x(tx, …))` once per event.
 */
import { formatBitsGrouped, PAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { memberNameParts, shortName } from '../users/display-name.ts';
import type { Notice } from './notify.ts';

async function nameOf(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await memberNameParts(tx, [userId]);
  return row ? shortName(row) : 'A member';
}

/** "1,025.50 BITS": the shared grouping (contracts `format.ts`), the plain unit of server text. */
const bits = (cents: bigint | number) => `${formatBitsGrouped(cents)} BITS`;

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
    return {
      userId: g.recipientId,
      type: 'GIFT_RECEIVED',
      title: 'You received a BITS gift',
      body: `${await nameOf(tx, g.senderId)} sent you ${bits(g.amountCents)}. Claim it before it expires.`,
      link: PAGES.bitsGift.href(g.id),
    };
  },
  /** To the sender, when the recipient claimed it. */
  async claimed(tx: DbOrTx, g: GiftFacts, claimedBy: string): Promise<Notice> {
    return {
      userId: g.senderId,
      type: 'GIFT_CLAIMED',
      title: 'Your gift was claimed',
      body: `${await nameOf(tx, claimedBy)} claimed your gift of ${bits(g.amountCents)}.`,
      link: PAGES.giftDetail.href(g.id),
    };
  },
  /** To the sender, when the claim period ended and the BITS came back. */
  returned(_tx: DbOrTx, g: GiftFacts): Promise<Notice> {
    return Promise.resolve({
      userId: g.senderId,
      type: 'GIFT_RETURNED',
      title: 'Your gift came back',
      body: `Your gift of ${bits(g.amountCents)} to ${g.recipientEmail} was not claimed in time. The BITS are back in your wallet.`,
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
    return {
      userId: g.recipientId,
      type: 'GIFT_CANCELLED',
      title: 'A gift was cancelled',
      body: `${await nameOf(tx, g.senderId)} cancelled their gift of ${bits(g.amountCents)} to you.`,
      link: PAGES.bitsGift.href(g.id),
    };
  },
};

const barterLink = (b: BarterFacts) => PAGES.barterRequest.href(b.id);

export const barterNotice = {
  /** To the buyer: a seller asks them to pay. */
  async requested(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    return {
      userId: b.buyerId,
      type: 'BARTER_REQUEST',
      title: 'New barter request',
      body: `${await nameOf(tx, b.sellerId)} asks you to pay ${bits(b.amountCents)} for ${b.offerTitle}.`,
      link: barterLink(b),
    };
  },
  /** To the seller: the buyer paid. */
  async accepted(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    return {
      userId: b.sellerId,
      type: 'BARTER_ACCEPTED',
      title: 'Barter request accepted',
      body: `${await nameOf(tx, b.buyerId)} paid ${bits(b.amountCents)} for ${b.offerTitle}.`,
      link: barterLink(b),
    };
  },
  /** To the seller: the buyer declined. */
  async declined(tx: DbOrTx, b: BarterFacts): Promise<Notice> {
    return {
      userId: b.sellerId,
      type: 'BARTER_DECLINED',
      title: 'Barter request declined',
      body: `${await nameOf(tx, b.buyerId)} declined paying ${bits(b.amountCents)} for ${b.offerTitle}.`,
      link: barterLink(b),
    };
  },
  /** To the buyer: the seller refunded part or all of a payment. */
  async refunded(tx: DbOrTx, b: BarterFacts, refundCents: bigint): Promise<Notice> {
    return {
      userId: b.buyerId,
      type: 'BARTER_REFUND',
      title: 'You received a refund',
      body: `${await nameOf(tx, b.sellerId)} refunded ${bits(refundCents)} for ${b.offerTitle}.`,
      link: barterLink(b),
    };
  },
};
