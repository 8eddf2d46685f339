import { FEEDBACK_LIMITS } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { HeartsInput } from '../../../components/reviews/hearts-input.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { FeedbackHistory } from '../components/feedback-history.tsx';
import { KindField } from '../components/kind-field.tsx';
import { ScreenshotField } from '../components/screenshot-field.tsx';
import {
  FEEDBACK_FORM_FIELDS,
  type FeedbackFormOutput,
  type FeedbackFormValues,
  feedbackDefaults,
  isRatingRequired,
  sendErrorMessage,
  toSendBody,
  ZFeedbackForm,
} from '../lib/feedback-form.ts';
import { useScreenshot } from '../lib/use-screenshot.ts';
import { SUBMIT_SUCCESS_PATH, type SubmitSuccessState } from '../paths.ts';

/**
 * /feedback: send feedback, a problem or a suggestion (kind, hearts, subject, message, an optional
 * screenshot), then "Your feedback" with each one's status and answer. `?id=` (the answer notice's
 * link) scrolls to that feedback and marks it.
 */
export const FeedbackRoute = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const send = useSendFeedback();
  const screenshot = useScreenshot();
  const {
    control,
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: feedbackDefaults(),
  });
  const kind = watch('kind');
  const busy = send.isPending || screenshot.uploading;

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { body: toSendBody(values, { screenshotUploadId: screenshot.screenshot?.uploadId ?? null }) },
      {
        onSuccess: () => {
          const state: SubmitSuccessState = { kind: values.kind, from: pathname, guest: false };
          navigate(SUBMIT_SUCCESS_PATH, { state });
        },
        onError: (error) => applyServerErrors(error, FEEDBACK_FORM_FIELDS, setError),
      },
    ),
  );

  return (
    <Box sx={{ pb: 4, maxWidth: 720 }}>
      <PageHeader
        title="Send feedback"
        subtitle="Tell us what you think, report a problem or suggest an idea. Our team reads every message."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Send feedback">
          <FormError message={sendErrorMessage(send.error)} />
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <KindField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={busy}
              />
            )}
          />
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <HeartsInput
                value={field.value ?? undefined}
                onChange={field.onChange}
                inputRef={field.ref}
                label="Your rating"
                required={isRatingRequired(kind)}
                disabled={busy}
                name="rating"
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            )}
          />
          <CountedTextField
            registration={register('subject')}
            label="Subject (optional)"
            value={watch('subject')}
            max={FEEDBACK_LIMITS.subjectMax}
            error={errors.subject?.message}
            disabled={busy}
          />
          <CountedTextField
            registration={register('message')}
            label="Your message"
            value={watch('message')}
            max={FEEDBACK_LIMITS.messageMax}
            error={errors.message?.message}
            required
            multiline
            disabled={busy}
          />
          <ScreenshotField state={screenshot} disabled={send.isPending} />
          <Typography variant="body2" color="text.secondary">
            Something broke on a page?{' '}
            <Link component={RouterLink} to="/report-issue" state={{ from: pathname }}>
              Report an issue
            </Link>{' '}
            with the steps that led to it.
          </Typography>
          <SubmitButton pending={busy}>Send</SubmitButton>
        </Stack>
      </Paper>
      <FeedbackHistory highlightId={params.get('id')} />
    </Box>
  );
};
