import { ApiError } from '@barterbits/api-client';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorMessage } from '../../../lib/forms.ts';
import {
  counterText,
  FEEDBACK_FORM_FIELDS,
  feedbackDefaults,
  guestDefaults,
  isRatingRequired,
  reportDefaults,
  toSendBody,
  ZFeedbackForm,
} from './feedback-form.ts';

const issues = (values: unknown) => {
  const result = ZFeedbackForm.safeParse(values);
  // The first message of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((i) => [i.path.join('.'), i.message]));
};

describe('feedback forms', () => {
  it('needs a rating and a message of 10 to 249 characters on an empty /feedback form', () => {
    expect(issues(feedbackDefaults())).toEqual({
      rating: FEEDBACK_MESSAGES.ratingRequired,
      message: VALIDATION_MESSAGES.required,
    });
    expect(issues({ ...feedbackDefaults(), rating: 4, message: 'too short' }).message).toBe(
      FEEDBACK_MESSAGES.messageMin,
    );
    expect(
      issues({ ...feedbackDefaults(), rating: 4, message: 'x'.repeat(FEEDBACK_LIMITS.messageMax + 1) })
        .message,
    ).toBe(FEEDBACK_MESSAGES.messageMax);
    expect(issues({ ...feedbackDefaults(), rating: 4, message: 'The search works well.' })).toEqual({});
  });

  it('does not ask problem reports for a rating', () => {
    expect(isRatingRequired('PROBLEM')).toBe(false);
    expect(isRatingRequired('ISSUE')).toBe(false);
    expect(isRatingRequired('SUGGESTION')).toBe(true);
    expect(isRatingRequired(undefined)).toBe(false);
    expect(issues({ ...reportDefaults('ISSUE'), message: 'The wallet page stays blank.' })).toEqual({});
  });

  it('needs a valid e-mail address from a guest', () => {
    const filled = { ...guestDefaults(), rating: 5, message: 'I like the idea of BITS.' };
    expect(issues(filled).guestEmail).toBe(VALIDATION_MESSAGES.required);
    expect(issues({ ...filled, guestEmail: 'not-an-email' }).guestEmail).toBe(
      VALIDATION_MESSAGES.invalidEmail,
    );
    expect(issues({ ...filled, guestEmail: 'visitor@example.com' })).toEqual({});
  });

  it('builds the body with the screenshot and the context, leaving blanks out', () => {
    const parsed = ZFeedbackForm.parse({ ...reportDefaults('PROBLEM'), message: '  Load BITS fails.  ' });
    expect(
      toSendBody(parsed, {
        screenshotUploadId: '5f0c0d7e-2f1b-4c1a-9d57-0b9a3c7b8f10',
        context: { route: '/my-wallet', appVersion: '0.1.0', userAgent: 'UA' },
      }),
    ).toEqual({
      kind: 'PROBLEM',
      rating: null,
      message: 'Load BITS fails.',
      screenshotUploadId: '5f0c0d7e-2f1b-4c1a-9d57-0b9a3c7b8f10',
      context: { route: '/my-wallet', appVersion: '0.1.0', userAgent: 'UA' },
    });
    const plain = toSendBody(
      ZFeedbackForm.parse({ ...feedbackDefaults(), rating: 3, message: 'Nice app, thanks.' }),
      {
        screenshotUploadId: null,
      },
    );
    expect(plain).toEqual({ kind: 'FEEDBACK', rating: 3, message: 'Nice app, thanks.' });
  });

  it("shows the server's message above the form unless it named one of the form's fields", () => {
    const limited = new ApiError(FEEDBACK_MESSAGES.guestRateLimited, 429, 'RATE_LIMITED');
    expect(formErrorMessage(limited, FEEDBACK_FORM_FIELDS)).toBe(FEEDBACK_MESSAGES.guestRateLimited);
    const onField = new ApiError('Please check the highlighted fields.', 400, 'VALIDATION_FAILED', {
      message: [FEEDBACK_MESSAGES.messageMin],
    });
    expect(formErrorMessage(onField, FEEDBACK_FORM_FIELDS)).toBeNull();
    const elsewhere = new ApiError('Please check the highlighted fields.', 400, 'VALIDATION_FAILED', {
      screenshotUploadId: ['Invalid id.'],
    });
    expect(formErrorMessage(elsewhere, FEEDBACK_FORM_FIELDS)).toBe('Please check the highlighted fields.');
    expect(formErrorMessage(new Error('offline'), FEEDBACK_FORM_FIELDS)).toBe('offline');
    expect(formErrorMessage(null, FEEDBACK_FORM_FIELDS)).toBeNull();
  });

  it('counts characters', () => {
    expect(counterText('hello', 249)).toBe('5/249');
    expect(counterText(undefined, 100)).toBe('0/100');
  });
});
