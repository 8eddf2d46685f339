import { FEEDBACK_LIMITS } from '@barterbits/contracts';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { AttachedContext } from '../components/attached-context.tsx';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { MessageField } from '../components/feedback-fields.tsx';
import { FeedbackFormPage } from '../components/feedback-form-page.tsx';
import { ScreenshotField } from '../components/screenshot-field.tsx';
import { reportDefaults, toSendBody } from '../lib/feedback-form.ts';
import { buildReportContext, reportedRoute } from '../lib/report-context.ts';
import { useFeedbackForm } from '../lib/use-feedback-form.ts';
import { useScreenshot } from '../lib/use-screenshot.ts';

const PAGES = {
  ISSUE: { title: 'feedback.report.ISSUE.title', subtitle: 'feedback.report.ISSUE.subtitle' },
  PROBLEM: { title: 'feedback.report.PROBLEM.title', subtitle: 'feedback.report.PROBLEM.subtitle' },
} as const satisfies Record<'ISSUE' | 'PROBLEM', { title: keyof Messages; subtitle: keyof Messages }>;

/**
 * A problem or issue report: what happened, the steps to reproduce it, an optional screenshot, and the
 * context the app attaches by itself (the page the member came from, from the link's state or
 * `?from=`, the app version and the browser), shown before sending.
 */
const ReportPage = ({ kind }: { kind: 'ISSUE' | 'PROBLEM' }) => {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const { form, send, submit } = useFeedbackForm(reportDefaults(kind));
  const screenshot = useScreenshot();
  const context = useMemo(
    () => buildReportContext(reportedRoute(location.state, params.get('from'))),
    [location.state, params],
  );
  const busy = send.isPending || screenshot.uploading;
  const page = PAGES[kind];

  const onSubmit = form.handleSubmit((values) =>
    submit(
      { body: toSendBody(values, { screenshotUploadId: screenshot.screenshot?.uploadId ?? null, context }) },
      { kind, guest: false, ...(context.route ? { from: context.route } : {}) },
    ),
  );

  return (
    <FeedbackFormPage
      title={t(page.title)}
      subtitle={t(page.subtitle)}
      error={send.error}
      onSubmit={onSubmit}
    >
      <MessageField form={form} label={t('feedback.report.what')} disabled={busy} />
      <CountedTextField
        form={form}
        name="steps"
        label={t('feedback.report.steps')}
        placeholder={t('feedback.report.stepsPlaceholder')}
        max={FEEDBACK_LIMITS.stepsMax}
        multiline
        disabled={busy}
      />
      <ScreenshotField state={screenshot} disabled={send.isPending} />
      <AttachedContext context={context} />
      <SubmitButton pending={busy}>{t('feedback.report.submit')}</SubmitButton>
    </FeedbackFormPage>
  );
};

/** /report-issue: an issue report with the steps and the app's context. */
export const ReportIssueRoute = () => <ReportPage kind="ISSUE" />;

/** /report-problem: a problem report (the Need Help popover's "Report a problem"). */
export const ReportProblemRoute = () => <ReportPage kind="PROBLEM" />;
