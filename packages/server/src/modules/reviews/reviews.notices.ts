/**
 * The in-app notices of reviews, made inside the caller's transaction (names read with the same
 * handle). Each builder answers the Notice for notify().
 */
import { type NotificationType, PAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { say } from '../../lib/i18n.ts';
import { nameOf } from '../notifications/notices.ts';
import type { Notice } from '../notifications/notify.ts';

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
    const name = await nameOf(tx, r.authorId);
    return {
      userId: r.subjectId,
      type: type('REVIEW_RECEIVED'),
      words: (l) => ({
        title: say(l, 'notices.reviewReceived.title'),
        body: say(l, 'notices.reviewReceived.body', {
          name: name(l),
          hearts: r.hearts,
          offerTitle: r.offerTitle,
        }),
      }),
      link: PAGES.ratingReview.path,
    } satisfies Notice;
  },
  /** To the review's author, when the reviewed member replied. */
  async replied(tx: DbOrTx, r: { authorId: string; subjectId: string }) {
    const name = await nameOf(tx, r.subjectId);
    return {
      userId: r.authorId,
      type: type('REVIEW_REPLIED'),
      words: (l) => ({
        title: say(l, 'notices.reviewReplied.title'),
        body: say(l, 'notices.reviewReplied.body', { name: name(l) }),
      }),
      link: GIVEN_REVIEWS,
    } satisfies Notice;
  },
  /** To the review's author, when an admin disabled it. */
  disabled(r: { authorId: string; reason: string }): Notice {
    return {
      userId: r.authorId,
      type: type('REVIEW_DISABLED'),
      words: (l) => ({
        title: say(l, 'notices.reviewDisabled.title'),
        body: say(l, 'notices.reviewDisabled.body', { reason: r.reason }),
      }),
      link: GIVEN_REVIEWS,
    };
  },
};
