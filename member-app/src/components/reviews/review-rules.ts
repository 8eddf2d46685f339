import {
  formatBits,
  HEARTS_MAX,
  HEARTS_MIN,
  REVIEW_WINDOW_DAYS,
  type ReviewReaction,
  type ReviewVote,
  type TReview,
  type TReviewSummary,
  type TReviewTrade,
  type TVoteReviewResponse,
} from '@barterbits/contracts';
import { t } from '../../lib/i18n.ts';

/** The heart counts a member can give, lowest first: 1..5. */
export const HEART_VALUES: readonly number[] = Array.from(
  { length: HEARTS_MAX - HEARTS_MIN + 1 },
  (_, i) => HEARTS_MIN + i,
);

/** Why "Write a review" is not offered: the rule, in the member's words. */
export const REVIEW_WINDOW_HINT = `You can review a member within ${REVIEW_WINDOW_DAYS} days of a completed barter with them.`;

/**
 * The reaction a vote button sends: the clicked one, or NEUTRAL (withdraw) when it is already the
 * caller's vote, so a pressed button toggles off.
 */
export const nextReaction = (current: ReviewVote | null, clicked: ReviewVote): ReviewReaction =>
  current === clicked ? 'NEUTRAL' : clicked;

/**
 * "Verified barter of 60.00 BITS™ · Full bike tune-up": the trade a review comes from, and whether its
 * payment was disputed before an admin released it (buyer protection).
 */
export const tradeLabel = (
  trade: Pick<TReviewTrade, 'amountCents' | 'offerTitle'> & { disputed?: boolean },
): string =>
  t('app.reviews.trade', {
    amount: formatBits(trade.amountCents),
    title: trade.offerTitle,
    disputed: trade.disputed ? 'yes' : 'no',
  });

/** One bar of the summary: hearts, how many reviews gave them, and their share (0..1) of all. */
export interface HeartsBar {
  hearts: number;
  count: number;
  share: number;
}

/** The summary's bars from 5 hearts down to 1 (shares of 0 when there are no reviews). */
export const heartsBars = (summary: Pick<TReviewSummary, 'hearts' | 'count'>): HeartsBar[] =>
  [...HEART_VALUES].reverse().map((hearts) => {
    const count = summary.hearts[hearts as keyof TReviewSummary['hearts']] ?? 0;
    return { hearts, count, share: summary.count > 0 ? count / summary.count : 0 };
  });

/** A review with the vote answer applied (the caller's vote and both counts); others unchanged. */
export const applyVote = <R extends Pick<TReview, 'id' | 'likes' | 'dislikes' | 'myVote'>>(
  review: R,
  result: TVoteReviewResponse['data'],
): R =>
  review.id === result.reviewId
    ? { ...review, myVote: result.myVote, likes: result.likes, dislikes: result.dislikes }
    : review;

/** Characters left shown under a review text area: "12/249". */
export const counterText = (text: string, max: number): string => `${text.length}/${max}`;
