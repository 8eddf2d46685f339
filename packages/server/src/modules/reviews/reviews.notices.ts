/**
 * The in-app notices of reviews, made inside the caller's transaction (names read with the same
 * handle). Each builder answers the Notice for notify().
 */
import { heartsLabel, type NotificationType, PAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notice } from '../notifications/notify.ts';
import { memberNameParts, shortName } from '../users/display-name.ts';

async function nameOf(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await memberNameParts(tx, [userId]);
  return row ? shortName(row) : 'A member';
}

/**
 * The notice types of reviews (contracts `REVIEW_NOTIFICATION_TYPES`), which NOTIFICATION_TYPES lists.
 * The cast keeps this module compiling while the notifications contract is edited elsewhere.
 */
const type = (t: 'REVIEW_RECEIVED' | 'REVIEW_REPLIED' | 'REVIEW_DISABLED') => t as NotificationType;

/** The member's reviews page on the tab of reviews they wrote (received ones are its first tab). */
const GIVEN_REVIEWS = `${PAGES.ratingReview.path}?tab=given`;

export const reviewNotice = {
  /** To the reviewed member. */
  async received(tx: DbOrTx, r: { authorId: string; subjectId: string; hearts: number; offerTitle: string }) {
    return {
      userId: r.subjectId,
      type: type('REVIEW_RECEIVED'),
      title: 'You received a review',
      body: `${await nameOf(tx, r.authorId)} gave you ${heartsLabel(r.hearts)} for "${r.offerTitle}".`,
      link: PAGES.ratingReview.path,
    } satisfies Notice;
  },
  /** To the review's author, when the reviewed member replied. */
  async replied(tx: DbOrTx, r: { authorId: string; subjectId: string }) {
    return {
      userId: r.authorId,
      type: type('REVIEW_REPLIED'),
      title: 'Your review got a reply',
      body: `${await nameOf(tx, r.subjectId)} replied to your review.`,
      link: GIVEN_REVIEWS,
    } satisfies Notice;
  },
  /** To the review's author, when an admin disabled it. */
  disabled(r: { authorId: string; reason: string }): Notice {
    return {
      userId: r.authorId,
      type: type('REVIEW_DISABLED'),
      title: 'Your review was removed',
      body: `Our team removed one of your reviews. Reason: ${r.reason}`,
      link: GIVEN_REVIEWS,
    };
  },
};
