import { REVIEW_MESSAGES, VALIDATION_MESSAGES, ZReportReviewRequest } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { CHOOSE_PURCHASE_MESSAGE, reviewChanged, ZPostReviewForm, ZReplyForm, ZReviewForm } from './forms.ts';

const ID = '6f1c1f0e-8f53-4d4b-9f3c-0d6d3f6f9a11';
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('review forms', () => {
  it('needs hearts from 1 to 5 and a text under 250 characters', () => {
    expect(ZReviewForm.safeParse({ hearts: 4, text: ' Great trade ' }).data).toEqual({
      hearts: 4,
      text: 'Great trade',
    });
    expect(messages(ZReviewForm.safeParse({ hearts: undefined, text: '' }))).toEqual({
      hearts: REVIEW_MESSAGES.hearts,
      text: VALIDATION_MESSAGES.required,
    });
    expect(messages(ZReviewForm.safeParse({ hearts: 6, text: '   ' }))).toEqual({
      hearts: REVIEW_MESSAGES.hearts,
      text: VALIDATION_MESSAGES.required,
    });
    expect(ZReviewForm.safeParse({ hearts: 5, text: 'x'.repeat(249) }).success).toBe(true);
    expect(messages(ZReviewForm.safeParse({ hearts: 5, text: 'x'.repeat(250) }))).toEqual({
      text: VALIDATION_MESSAGES.textAreaMax,
    });
  });

  it('asks which barter a new review is about', () => {
    expect(messages(ZPostReviewForm.safeParse({ barterRequestId: '', hearts: 5, text: 'Good' }))).toEqual({
      barterRequestId: CHOOSE_PURCHASE_MESSAGE,
    });
    expect(ZPostReviewForm.safeParse({ barterRequestId: ID, hearts: 5, text: 'Good' }).success).toBe(true);
  });

  it('needs a reply text', () => {
    expect(messages(ZReplyForm.safeParse({ text: ' ' }))).toEqual({ text: VALIDATION_MESSAGES.required });
  });

  it('reports need a reason, and details with Other', () => {
    expect(ZReportReviewRequest.safeParse({ reviewId: ID, reason: 'ITS_SPAM' }).success).toBe(true);
    expect(messages(ZReportReviewRequest.safeParse({ reviewId: ID, reason: 'OTHER' }))).toEqual({
      details: REVIEW_MESSAGES.detailsRequired,
    });
  });

  it('tells an edit that changes nothing', () => {
    const before = { hearts: 4, text: 'Nice' };
    expect(reviewChanged(before, { hearts: 4, text: ' Nice ' })).toBe(false);
    expect(reviewChanged(before, { hearts: 5, text: 'Nice' })).toBe(true);
    expect(reviewChanged(before, { hearts: 4, text: 'Nicer' })).toBe(true);
  });
});
