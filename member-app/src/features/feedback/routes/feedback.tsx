import { FEEDBACK_LIMITS, PAGES } from '@barterbits/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { inlineTouchTargetLink } from '../../../lib/touch-target.ts';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { KindAndRatingFields, MessageField } from '../components/feedback-fields.tsx';
import { FeedbackFormPage } from '../components/feedback-form-page.tsx';
import { FeedbackHistory } from '../components/feedback-history.tsx';
import { ScreenshotField } from '../components/screenshot-field.tsx';
import { feedbackDefaults, toSendBody } from '../lib/feedback-form.ts';
import { useFeedbackForm } from '../lib/use-feedback-form.ts';
import { useScreenshot } from '../lib/use-screenshot.ts';

/**
 * /feedback: send feedback, a problem or a suggestion (kind, hearts, subject, message, an optional
 * screenshot), then "Your feedback" with each one's status and answer. `?id=` (the answer notice's
 * link) scrolls to that feedback and marks it.
 */
export const FeedbackRoute = () => {
  const t = useT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { form, send, submit } = useFeedbackForm(feedbackDefaults());
  const screenshot = useScreenshot();
  const busy = send.isPending || screenshot.uploading;

  const onSubmit = form.handleSubmit((values) =>
    submit(
      { body: toSendBody(values, { screenshotUploadId: screenshot.screenshot?.uploadId ?? null }) },
      { kind: values.kind, from: pathname, guest: false },
    ),
  );

  return (
    <FeedbackFormPage
      title={t('feedback.member.title')}
      subtitle={t('feedback.member.subtitle')}
      error={send.error}
      onSubmit={onSubmit}
      after={<FeedbackHistory highlightId={params.get('id')} />}
    >
      <KindAndRatingFields form={form} disabled={busy} />
      <CountedTextField
        form={form}
        name="subject"
        label={t('feedback.field.subject')}
        max={FEEDBACK_LIMITS.subjectMax}
        disabled={busy}
      />
      <MessageField form={form} label={t('feedback.field.message')} disabled={busy} />
      <ScreenshotField state={screenshot} disabled={send.isPending} />
      <Typography variant="body2" color="text.secondary">
        {t('feedback.member.brokePage')}{' '}
        <Link
          component={RouterLink}
          to={PAGES.reportIssue.path}
          state={{ from: pathname }}
          sx={inlineTouchTargetLink}
        >
          {t('feedback.member.reportIssue')}
        </Link>{' '}
        {t('feedback.member.withSteps')}
      </Typography>
      <SubmitButton pending={busy}>{t('feedback.send')}</SubmitButton>
    </FeedbackFormPage>
  );
};
