import { WANT_MESSAGES, WANT_REPORT_DETAILS_MAX, ZReportWantRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { REPORT_FIELDS, ReportFields, useReportForm } from '../../../components/report-fields.tsx';
import { formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useReportReasons, useReportWant } from '../api/report-want.ts';
import { REASON_LABEL, validationText } from '../lib/want-text.ts';

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
  const form = useReportForm({
    parse: (entered) => ZReportWantRequest.safeParse({ wantId, ...entered }),
    problemText: validationText,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.check();
    if (!body) return;
    report.mutate(body, {
      onSuccess: () => {
        notify({ message: t('wants.report.received') });
        onClose();
      },
      onError: form.serverErrors,
    });
  };
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
            <ReportFields
              form={form}
              formError={formErrorMessage(report.error, REPORT_FIELDS)}
              reasons={reasons}
              legendId="report-want-reason"
              legend={t('wants.report.why')}
              labelOf={(r) => t(REASON_LABEL[r])}
              detailsLabel={(required) =>
                required ? t('wants.report.more') : t('wants.report.moreOptional')
              }
              maxLength={WANT_REPORT_DETAILS_MAX}
              tooLongText={validationText(WANT_MESSAGES.detailsMax)}
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
