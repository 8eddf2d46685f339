import {
  PAGES,
  REVIEW_MESSAGES,
  REVIEW_REPORT_REASON_OPTIONS,
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
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useReportReview } from '../api/report-review.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { ReviewTextField } from '../components/review-text-field.tsx';
import { useGoBack } from '../components/use-go-back.ts';

type Output = z.output<typeof ZReportReviewRequest>;
/** The fields that take the server's messages. */
const FIELDS = ['reason', 'details'] as const;

const ReportForm = ({ review, onDone }: { review: TReview; onDone: () => void }) => {
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
          notify({ message: REVIEW_MESSAGES.reported });
          onDone();
        },
        onError: (e) => void applyServerErrors(e, FIELDS, setError),
      },
    ),
  );

  return (
    <ReviewForm
      label="Report review"
      onSubmit={onSubmit}
      error={formErrorMessage(report.error, FIELDS)}
      onCancel={onDone}
      submitLabel="Send report"
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
            label="Reason"
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          >
            {REVIEW_REPORT_REASON_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ReviewTextField
        control={control}
        name="details"
        label={reason === 'OTHER' ? 'Details' : 'Details (optional)'}
        required={reason === 'OTHER'}
        placeholder="What is wrong with this review?"
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
  const back = useGoBack(PAGES.ratingReview.path);
  return (
    <ReviewPage title="Report review" onBack={back} maxWidth={720}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Our team checks every report. The author is not told who reported the review.
      </Typography>
      <ReviewGate
        reviewId={id}
        render={(review) =>
          review.reportedByMe ? (
            <Alert severity="info">{REVIEW_MESSAGES.alreadyReported}</Alert>
          ) : !review.canReport ? (
            <Alert severity="info">{REVIEW_MESSAGES.ownReport}</Alert>
          ) : (
            <ReportForm review={review} onDone={back} />
          )
        }
      />
    </ReviewPage>
  );
};
