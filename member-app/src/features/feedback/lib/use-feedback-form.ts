import { PAGES } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors } from '../../../lib/forms.ts';
import { type sendFeedback, useSendFeedback } from '../api/send-feedback.ts';
import {
  FEEDBACK_FORM_FIELDS,
  type FeedbackFormOutput,
  type FeedbackFormValues,
  ZFeedbackForm,
} from './feedback-form.ts';
import type { SubmitSuccessState } from './submit-success.ts';

/** The react-hook-form state of a feedback form, as the shared fields take it. */
export type FeedbackFormApi = UseFormReturn<FeedbackFormValues, unknown, FeedbackFormOutput>;

/**
 * What every feedback page (member, report, guest) does alike: the form checked by the contract's
 * schema, and `submit(request, success)`, which sends and then opens /submit-successfully with
 * `success`, or puts the server's 400 messages on the fields.
 */
export function useFeedbackForm(defaultValues: FeedbackFormValues) {
  const navigate = useNavigate();
  const send = useSendFeedback();
  const form: FeedbackFormApi = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues,
  });
  const submit = (request: Parameters<typeof sendFeedback>[0], success: SubmitSuccessState) =>
    send.mutate(request, {
      onSuccess: () => navigate(PAGES.submitSuccessfully.path, { state: success }),
      onError: (error) => applyServerErrors(error, FEEDBACK_FORM_FIELDS, form.setError),
    });
  return { form, send, submit };
}
