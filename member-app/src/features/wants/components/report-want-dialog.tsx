import { type OfferReportReason, WANT_REPORT_DETAILS_MAX, ZReportWantRequest } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ReportReasonField } from '../../../components/report-reason-field.tsx';
import { formErrorMessage, serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useReportReasons, useReportWant } from '../api/report-want.ts';
import { REASON_LABEL, validationText } from '../lib/want-text.ts';

const FIELDS = ['reason', 'details'] as const;

/** "Report": a reason (as for offers) and, for Other, a short text; once per want. */
export const ReportWantDialog = ({
  wantId,
  title,
  onClose,
}: {
  wantId: string;
  title: string;
  onClose: () => void;
}) => {
  const t = useT();
  const notify = useNotify();
  const reasons = useReportReasons();
  const report = useReportWant();
  const [reason, setReason] = useState<OfferReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZReportWantRequest.safeParse({
      wantId,
      reason: reason || undefined,
      details: details.trim() || undefined,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'reason' || key === 'details') && !next[key]) next[key] = validationText(issue.message);
      }
      return setErrors(next);
    }
    setErrors({});
    report.mutate(parsed.data, {
      onSuccess: () => {
        notify({ message: t('wants.report.received') });
        onClose();
      },
      onError: (err) => {
        const messages = serverFieldMessages(err, FIELDS);
        if (messages.length > 0) setErrors(Object.fromEntries(messages));
      },
    });
  };
  const formError = formErrorMessage(report.error, FIELDS);
  return (
    <Dialog
      open
      onClose={report.isPending ? undefined : onClose}
      aria-labelledby="report-want-title"
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      <DialogTitle id="report-want-title">{t('wants.report.title')}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label={t('wants.report.title')}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            <FormHelperText sx={{ m: 0 }}>{title}</FormHelperText>
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <ReportReasonField
              id="report-want-reason"
              legend={t('wants.report.why')}
              reasons={reasons}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setErrors(({ reason: _gone, ...rest }) => rest);
              }}
              error={errors.reason}
              labelOf={(r) => t(REASON_LABEL[r])}
            />
            <TextField
              label={reason === 'OTHER' ? t('wants.report.more') : t('wants.report.moreOptional')}
              required={reason === 'OTHER'}
              multiline
              minRows={3}
              value={details}
              onChange={(e) => {
                setDetails(e.target.value);
                if (errors.details) setErrors(({ details: _gone, ...rest }) => rest);
              }}
              error={errors.details !== undefined}
              helperText={errors.details ?? `${details.length}/${WANT_REPORT_DETAILS_MAX}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.isPending}>
            {t('wants.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={report.isPending}>
            {t('wants.report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
