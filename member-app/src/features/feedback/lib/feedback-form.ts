import {
  FEEDBACK_KINDS_RATING_REQUIRED,
  type FeedbackKind,
  type TSendFeedbackRequest,
  ZSendFeedbackRequest,
} from '@barterbits/contracts';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Messages } from '../../../i18n/messages.ts';
import type { ReportContext } from './report-context.ts';

/**
 * Every feedback form (member, report, guest) validates with the contract's own request schema, so the
 * page refuses exactly what the server refuses, with the same messages.
 */
export const ZFeedbackForm = ZSendFeedbackRequest;
/** What a feedback form holds while it is filled in. */
export type FeedbackFormValues = TSendFeedbackRequest;
/** A valid form, as the schema gives it (texts trimmed, blanks left out). */
export type FeedbackFormOutput = z.output<typeof ZSendFeedbackRequest>;

/** The kinds offered on /feedback and /guest-feedback (issues are reported on /report-issue). */
export const FORM_KINDS = ['FEEDBACK', 'PROBLEM', 'SUGGESTION'] as const satisfies readonly FeedbackKind[];

/** Each kind offered on the forms: its label (the contracts' `FEEDBACK_KIND_LABELS`) and the line under it. */
export const KIND_WORDS = {
  FEEDBACK: { label: 'feedback.kind.FEEDBACK', hint: 'feedback.kind.hint.FEEDBACK' },
  PROBLEM: { label: 'feedback.kind.PROBLEM', hint: 'feedback.kind.hint.PROBLEM' },
  SUGGESTION: { label: 'feedback.kind.SUGGESTION', hint: 'feedback.kind.hint.SUGGESTION' },
} as const satisfies Record<(typeof FORM_KINDS)[number], { label: keyof Messages; hint: keyof Messages }>;

/** The form fields the server may name in a 400 (their messages go on the fields). */
export const FEEDBACK_FORM_FIELDS: readonly Path<FeedbackFormValues>[] = [
  'kind',
  'rating',
  'subject',
  'message',
  'steps',
  'guestEmail',
  'guestName',
];

/** Whether a kind needs a rating (feedback and suggestions). */
export const isRatingRequired = (kind: FeedbackKind | undefined): boolean =>
  kind !== undefined && FEEDBACK_KINDS_RATING_REQUIRED.includes(kind);

/** An empty /feedback form. */
export const feedbackDefaults = (): FeedbackFormValues => ({
  kind: 'FEEDBACK',
  rating: null,
  subject: '',
  message: '',
});

/** An empty /report-issue or /report-problem form (what happened, steps). */
export const reportDefaults = (kind: 'ISSUE' | 'PROBLEM'): FeedbackFormValues => ({
  kind,
  rating: null,
  message: '',
  steps: '',
});

/** An empty /guest-feedback form. */
export const guestDefaults = (): FeedbackFormValues => ({
  kind: 'FEEDBACK',
  rating: null,
  message: '',
  guestEmail: '',
  guestName: '',
});

/**
 * The body of POST /feedback from a valid form and what the page adds by itself: the uploaded
 * screenshot (members) and the app context (reports). A rating the kind does not need is still sent
 * when one was chosen.
 */
export function toSendBody(
  values: FeedbackFormOutput,
  extras: { screenshotUploadId?: string | null; context?: ReportContext } = {},
): TSendFeedbackRequest {
  return {
    ...values,
    rating: values.rating ?? null,
    ...(extras.screenshotUploadId ? { screenshotUploadId: extras.screenshotUploadId } : {}),
    ...(extras.context ? { context: extras.context } : {}),
  };
}

/** `{ n }/{ max }` under a text field, the counter of spec §5. */
export const counterText = (value: string | undefined, max: number): string =>
  `${(value ?? '').length}/${max}`;
