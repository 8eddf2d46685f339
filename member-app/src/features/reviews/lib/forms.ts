import { ZCreateReviewRequest, ZHearts, ZReviewText } from '@barterbits/contracts';
import { z } from 'zod';

/** Hearts and text: the edit form (the contracts' rules and messages). */
export const ZReviewForm = z.object({ hearts: ZHearts, text: ZReviewText });
export type ReviewFormInput = z.input<typeof ZReviewForm>;
export type ReviewFormOutput = z.output<typeof ZReviewForm>;

export const CHOOSE_PURCHASE_MESSAGE = 'Choose the barter you are reviewing.';

/** The new review: which purchase, hearts and text (POST /review's body). */
export const ZPostReviewForm = ZCreateReviewRequest.extend({
  barterRequestId: z.string({ error: CHOOSE_PURCHASE_MESSAGE }).min(1, CHOOSE_PURCHASE_MESSAGE),
});
export type PostReviewFormInput = z.input<typeof ZPostReviewForm>;
export type PostReviewFormOutput = z.output<typeof ZPostReviewForm>;

/** A reply's text. */
export const ZReplyForm = z.object({ text: ZReviewText });
export type ReplyFormValues = z.input<typeof ZReplyForm>;

/** Whether an edit changes anything (the server refuses an edit that does not). */
export const reviewChanged = (
  before: { hearts: number; text: string },
  after: { hearts: number; text: string },
): boolean => before.hearts !== after.hearts || before.text.trim() !== after.text.trim();
