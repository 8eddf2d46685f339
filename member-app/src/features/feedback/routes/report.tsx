import { FEEDBACK_LIMITS } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { AttachedContext } from '../components/attached-context.tsx';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { ScreenshotField } from '../components/screenshot-field.tsx';
import {
  FEEDBACK_FORM_FIELDS,
  type FeedbackFormOutput,
  type FeedbackFormValues,
  reportDefaults,
  sendErrorMessage,
  toSendBody,
  ZFeedbackForm,
} from '../lib/feedback-form.ts';
import { buildReportContext, reportedRoute } from '../lib/report-context.ts';
import { useScreenshot } from '../lib/use-screenshot.ts';
import { SUBMIT_SUCCESS_PATH, type SubmitSuccessState } from '../paths.ts';

const PAGES = {
  ISSUE: {
    title: 'Report an issue',
    subtitle: 'Tell us what went wrong and how it happened, so that we can reproduce it and fix it.',
  },
  PROBLEM: {
    title: 'Report a problem',
    subtitle: 'Something does not work as it should? Tell us what happened; we will look into it.',
  },
} as const;

/**
 * A problem or issue report: what happened, the steps to reproduce it, an optional screenshot, and the
 * context the app attaches by itself (the page the member came from, from the link's state or
 * `?from=`, the app version and the browser), shown before sending.
 */
const ReportPage = ({ kind }: { kind: 'ISSUE' | 'PROBLEM' }) => {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const send = useSendFeedback();
  const screenshot = useScreenshot();
  const context = useMemo(
    () => buildReportContext(reportedRoute(location.state, params.get('from'))),
    [location.state, params],
  );
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: reportDefaults(kind),
  });
  const busy = send.isPending || screenshot.uploading;
  const page = PAGES[kind];

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { body: toSendBody(values, { screenshotUploadId: screenshot.screenshot?.uploadId ?? null, context }) },
      {
        onSuccess: () => {
          const state: SubmitSuccessState = {
            kind,
            guest: false,
            ...(context.route ? { from: context.route } : {}),
          };
          navigate(SUBMIT_SUCCESS_PATH, { state });
        },
        onError: (error) => applyServerErrors(error, FEEDBACK_FORM_FIELDS, setError),
      },
    ),
  );

  return (
    <Box sx={{ pb: 4, maxWidth: 720 }}>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={page.title}>
          <FormError message={sendErrorMessage(send.error)} />
          <CountedTextField
            registration={register('message')}
            label="What happened?"
            value={watch('message')}
            max={FEEDBACK_LIMITS.messageMax}
            error={errors.message?.message}
            required
            multiline
            disabled={busy}
          />
          <CountedTextField
            registration={register('steps')}
            label="Steps to reproduce (optional)"
            placeholder={'1. Open …\n2. Press …\n3. See …'}
            value={watch('steps')}
            max={FEEDBACK_LIMITS.stepsMax}
            error={errors.steps?.message}
            multiline
            disabled={busy}
          />
          <ScreenshotField state={screenshot} disabled={send.isPending} />
          <AttachedContext context={context} />
          <SubmitButton pending={busy}>Send report</SubmitButton>
        </Stack>
      </Paper>
    </Box>
  );
};

/** /report-issue: an issue report with the steps and the app's context. */
export const ReportIssueRoute = () => <ReportPage kind="ISSUE" />;

/** /report-problem: a problem report (the Need Help popover's "Report a problem"). */
export const ReportProblemRoute = () => <ReportPage kind="PROBLEM" />;
