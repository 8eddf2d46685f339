import {
  PAGES,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
  type TReportReviewRequest,
  type TReview,
  ZReportReviewRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { Messages } from '../../../i18n/messages.ts';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useReportReview } from '../api/report-review.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { ReviewTextField } from '../components/review-text-field.tsx';
import { useGoBack } from '../components/use-go-back.ts';
import { reviewFieldMessage } from '../lib/field-message.ts';

type Output = z.output<typeof ZReportReviewRequest>;
/** The fields that take the server's messages. */
const FIELDS = ['reason', 'details'] as const;

/** The words of each reason (the contracts' `REVIEW_REPORT_REASON_LABELS`, in the app's language). */
const REASON_LABEL = {
  FALSE_INFORMATION: 'reviews.reason.FALSE_INFORMATION',
  OFFENSIVE_OR_INAPPROPRIATE: 'reviews.reason.OFFENSIVE_OR_INAPPROPRIATE',
  HARASSMENT: 'reviews.reason.HARASSMENT',
  ITS_SPAM: 'reviews.reason.ITS_SPAM',
  NOT_ABOUT_THE_TRADE: 'reviews.reason.NOT_ABOUT_THE_TRADE',
  PERSONAL_INFORMATION: 'reviews.reason.PERSONAL_INFORMATION',
  OTHER: 'reviews.reason.OTHER',
} as const satisfies Record<ReviewReportReason, keyof Messages>;

const ReportForm = ({ review, onDone }: { review: TReview; onDone: () => void }) => {
  const t = useT();
  const report = useReportReview();
  const notify = useNotify();
  const form = useForm<TReportReviewRequest, unknown, Output>({
    resolver: zodResolver(ZReportReviewRequest),
    defaultValues: { reviewId: review.id, details: '' },
  });
  const { control, watch, setError } = form;
  const reason = watch('reason');

  const onSubmit = form.handleSubmit((body) =>
    report.mutate(
      { ...body, details: body.details || undefined },
      {
        onSuccess: () => {
          notify({ message: t('reviews.report.sent') });
          onDone();
        },
        onError: (e) => void applyServerErrors(e, FIELDS, setError),
      },
    ),
  );

  return (
    <ReviewForm
      label={t('reviews.report.form')}
      onSubmit={onSubmit}
      error={formErrorMessage(report.error, FIELDS)}
      onCancel={onDone}
      submitLabel={t('reviews.report.submit')}
      submitColor="error"
      pending={report.isPending}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            fullWidth
            label={t('reviews.report.reason')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={reviewFieldMessage(fieldState.error?.message)}
          >
            {REVIEW_REPORT_REASONS.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {t(REASON_LABEL[reason])}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ReviewTextField
        control={control}
        name="details"
        label={reason === 'OTHER' ? t('reviews.report.details') : t('reviews.report.detailsOptional')}
        required={reason === 'OTHER'}
        placeholder={t('reviews.report.placeholder')}
      />
    </ReviewForm>
  );
};

/**
 * /rating-review/:id/report-review: report another member's review with a reason and details (once per
 * member; a second report shows the server's answer).
 */
export const ReportReviewRoute = () => {
  const { id = '' } = useParams();
  const t = useT();
  const back = useGoBack(PAGES.ratingReview.path);
  return (
    <ReviewPage title={t('reviews.report.title')} onBack={back} maxWidth={720}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reviews.report.lead')}
      </Typography>
      <ReviewGate
        reviewId={id}
        render={(review) =>
          review.reportedByMe ? (
            <Alert severity="info">{t('reviews.report.alreadyReported')}</Alert>
          ) : !review.canReport ? (
            <Alert severity="info">{t('reviews.report.own')}</Alert>
          ) : (
            <ReportForm review={review} onDone={back} />
          )
        }
      />
    </ReviewPage>
  );
};
