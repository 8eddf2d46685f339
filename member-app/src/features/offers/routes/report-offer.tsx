import {
  OFFER_ENGAGEMENT_MESSAGES,
  OFFER_REPORT_DETAILS_MAX,
  ZReportOfferRequest,
} from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REPORT_FIELDS, ReportFields, useReportForm } from '../../../components/report-fields.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { formErrorMessage } from '../../../lib/forms.ts';
import { type T, useT } from '../../../lib/i18n.ts';
import { offerHref } from '../../../lib/offers/card-data.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useOfferDetails } from '../api/get-offer-details.ts';
import { useReportReasons } from '../api/get-report-reasons.ts';
import { useReportOffer } from '../api/report-offer.ts';
import { OfferNotAvailable } from '../components/not-available.tsx';
import { REASON_LABEL } from '../lib/offer-text.ts';

/** The report schema's messages, by their English text. */
const PROBLEM: ReadonlyMap<string, keyof Messages> = new Map<string, keyof Messages>([
  [OFFER_ENGAGEMENT_MESSAGES.reason, 'offers.problem.reason'],
  [OFFER_ENGAGEMENT_MESSAGES.detailsRequired, 'offers.problem.detailsRequired'],
  [OFFER_ENGAGEMENT_MESSAGES.detailsMax, 'offers.problem.detailsMax'],
]);
const problemIn = (t: T, message: string): string => {
  const id = PROBLEM.get(message);
  return id ? t(id as 'offers.problem.reason') : message;
};

/** /report-offer?offerId=: a reason and (required for Other) a short text; once per offer. */
export const ReportOfferRoute = () => {
  const [params] = useSearchParams();
  const offerId = params.get('offerId') ?? '';
  const offer = useOfferDetails(offerId);
  const reasons = useReportReasons();
  const report = useReportOffer();
  const navigate = useNavigate();
  const notify = useNotify();
  const t = useT();
  const form = useReportForm({
    parse: (entered) => ZReportOfferRequest.safeParse({ offerId, ...entered }),
    problemText: (message) => problemIn(t, message),
  });

  if (!offerId || offer.isError) return <OfferNotAvailable />;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(offerHref(offerId)));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.check();
    if (!body) return;
    report.mutate(body, {
      onSuccess: () => {
        notify({ message: t('offers.report.received') });
        back();
      },
      onError: form.serverErrors,
    });
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1 }}>
        {t('offers.back')}
      </Button>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
      >
        {t('offers.report')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {offer.data ? t('offers.report.leadTitled', { title: offer.data.title }) : t('offers.report.lead')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('offers.report')}>
          <ReportFields
            form={form}
            formError={formErrorMessage(report.error, REPORT_FIELDS)}
            reasons={reasons}
            legendId="report-reason-label"
            legend={t('offers.report.why')}
            labelOf={(r) => t(REASON_LABEL[r])}
            detailsLabel={(required) =>
              required ? t('offers.report.more') : t('offers.report.moreOptional')
            }
            maxLength={OFFER_REPORT_DETAILS_MAX}
            tooLongText={t('offers.problem.detailsMax')}
          />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button onClick={back}>{t('offers.report.cancel')}</Button>
            <Button type="submit" variant="contained" color="error" loading={report.isPending}>
              {t('offers.report.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};
