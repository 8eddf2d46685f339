import type { OfferReportReason } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { z } from 'zod';
import { serverFieldMessages } from '../lib/forms.ts';
import { type ReasonsQuery, ReportReasonField } from './report-reason-field.tsx';

/** The fields of a report that take the server's messages. */
export const REPORT_FIELDS = ['reason', 'details'] as const;

type ReportErrors = { reason?: string; details?: string };

/**
 * A report's reason and details, and their errors: `check` runs the contracts' schema on what was entered
 * (`parse`, with the reported thing's id added by the caller) and answers the body to send, or null once it
 * has shown the problems (each in the app's language: `problemText`); `serverErrors` shows the server's.
 */
export function useReportForm<Body>({
  parse,
  problemText,
}: {
  parse: (entered: {
    reason: OfferReportReason | undefined;
    details: string | undefined;
  }) => z.ZodSafeParseResult<Body>;
  problemText: (message: string) => string;
}) {
  const [reason, setReason] = useState<OfferReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  return {
    reason,
    details,
    errors,
    setReason: (value: OfferReportReason) => {
      setReason(value);
      setErrors(({ reason: _gone, ...rest }) => rest);
    },
    setDetails: (value: string) => {
      setDetails(value);
      setErrors(({ details: _gone, ...rest }) => rest);
    },
    check(): Body | null {
      const parsed = parse({ reason: reason || undefined, details: details.trim() || undefined });
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const next: ReportErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'reason' || key === 'details') && !next[key]) next[key] = problemText(issue.message);
      }
      setErrors(next);
      return null;
    },
    serverErrors(err: unknown) {
      const messages = serverFieldMessages(err, REPORT_FIELDS);
      if (messages.length > 0) setErrors(Object.fromEntries(messages));
    },
  };
}

/**
 * The fields of a report of an offer or a want: the form's own error, the reasons (`ReportReasonField`) and
 * the details, required for Other, with their count and the limit said as soon as it is passed.
 */
export const ReportFields = ({
  form,
  formError,
  reasons,
  legendId,
  legend,
  labelOf,
  detailsLabel,
  maxLength,
  tooLongText,
}: {
  form: ReturnType<typeof useReportForm<unknown>>;
  formError: string | null | undefined;
  reasons: ReasonsQuery;
  legendId: string;
  legend: string;
  labelOf: (reason: OfferReportReason) => string;
  /** The details' label: required (for Other) or optional. */
  detailsLabel: (required: boolean) => string;
  maxLength: number;
  tooLongText: string;
}) => {
  const { reason, details, errors } = form;
  const tooLong = details.length > maxLength;
  return (
    <>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <ReportReasonField
        id={legendId}
        legend={legend}
        reasons={reasons}
        value={reason}
        onChange={form.setReason}
        error={errors.reason}
        labelOf={labelOf}
      />
      <TextField
        label={detailsLabel(reason === 'OTHER')}
        required={reason === 'OTHER'}
        multiline
        minRows={3}
        value={details}
        onChange={(e) => form.setDetails(e.target.value)}
        error={errors.details !== undefined || tooLong}
        helperText={errors.details ?? (tooLong ? tooLongText : `${details.length}/${maxLength}`)}
        slotProps={{
          formHelperText: { sx: { textAlign: errors.details || tooLong ? 'left' : 'right' } },
        }}
      />
    </>
  );
};
