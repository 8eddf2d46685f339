import { type BodyOf, HEADER_FEEDBACK_POW, type QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Feedback: members and visitors send feedback and reports; admins answer them. One typed function per endpoint. */
export const feedbackApi = (invoke: Invoke) => ({
  /** GET /feedback/challenge (public): an ALTCHA challenge for a visitor's feedback. */
  getFeedbackChallenge: () => invoke('getFeedbackChallenge'),
  /**
   * POST /feedback/screenshot: multipart with one image in field `file` (FEEDBACK_SCREENSHOT_FIELD);
   * answers the uploadId to send as screenshotUploadId. For upload progress use `clients.member`.
   */
  uploadFeedbackScreenshot: (form: FormData) => invoke('uploadFeedbackScreenshot', { body: form as never }),
  /**
   * POST /feedback: send feedback. A member sends with their session and no `pow`; a visitor sends
   * guestEmail and `pow`, the solved challenge (base64 of `{ challenge, solution }`, as the ALTCHA
   * widget gives it), carried in the x-altcha header.
   */
  sendFeedback: (body: BodyOf<'sendFeedback'>, pow?: string) =>
    invoke('sendFeedback', { body, headers: pow ? { [HEADER_FEEDBACK_POW]: pow } : undefined }),
  /** GET /feedback/mine: the caller's feedback with status and answer, newest first. */
  listMyFeedback: (query?: QueryOf<'listMyFeedback'>) => invoke('listMyFeedback', { query }),
  /** GET /feedback/mine/{id}: one of the caller's feedback. */
  getMyFeedback: (id: string) => invoke('getMyFeedback', { params: { id } }),
  /** GET /feedback/count (admin): unanswered feedback for the menu badge (feedbackCount). */
  getFeedbackCount: () => invoke('getFeedbackCount'),
  /** GET /feedback (admin): every feedback, filtered, sorted and paged (CSV export). */
  listFeedback: (query?: QueryOf<'listFeedback'>) => invoke('listFeedback', { query }),
  /** GET /feedback/{id} (admin): one feedback with sender, context, screenshot and internal note. */
  getFeedback: (id: string) => invoke('getFeedback', { params: { id } }),
  /** POST /feedback/admin (admin): answer a feedback; the sender is told (audited). */
  answerFeedback: (body: BodyOf<'answerFeedback'>) => invoke('answerFeedback', { body }),
  /** PATCH /feedback/admin (admin): change the status and/or the internal note (audited). */
  updateFeedback: (body: BodyOf<'updateFeedback'>) => invoke('updateFeedback', { body }),
});
