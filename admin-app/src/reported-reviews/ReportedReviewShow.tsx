import type { ReviewReportStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext, WithRecord } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { reasonLabel } from '../components/reportReasons.ts';
import { Section } from '../components/Section.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { DisabledBanner, ReviewDetails, ReviewHeader } from '../reviews/ReviewShow.tsx';
import type { ReportedReviewDetail } from './reportedReviewsDataProvider.ts';

/** The page title (the browser tab and the app bar). */
export const ReportedReviewTitle = () => {
  const r = useRecordContext<ReportedReviewDetail>();
  const t = useT();
  return (
    <span>
      {r
        ? t('console.reported-reviews.view.titleOf', { subject: r.subject.displayName })
        : t('console.reported-reviews.view.reportedReview')}
    </span>
  );
};

const STATUS_COLORS = { OPEN: 'warning', DECLINED: 'default', ACTIONED: 'error' } as const;
const REPORT_STATUS_KEYS = {
  OPEN: 'console.reported-reviews.view.reportStatus.OPEN',
  DECLINED: 'console.reported-reviews.view.reportStatus.DECLINED',
  ACTIONED: 'console.reported-reviews.view.reportStatus.ACTIONED',
} as const satisfies Record<ReviewReportStatus, ConsoleKey>;

/** The review's reports, newest first. The list row stands in for the record until the reports arrive. */
const Reports = () => {
  const t = useT();
  return (
    <Section title="console.reported-reviews.show.reports" grid={false}>
      <WithRecord<Partial<ReportedReviewDetail>>
        render={(r) =>
          !r.reportList ? (
            <Typography color="text.secondary">{t('console.reported-reviews.view.loading')}</Typography>
          ) : r.reportList.length === 0 ? (
            <Typography color="text.secondary">{t('console.reported-reviews.view.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('console.reported-reviews.view.reports')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('console.reported-reviews.view.reported')}</TableCell>
                  <TableCell>{t('console.reported-reviews.view.reporter')}</TableCell>
                  <TableCell>{t('console.reported-reviews.view.reason')}</TableCell>
                  <TableCell>{t('console.reported-reviews.view.details')}</TableCell>
                  <TableCell>{t('console.reported-reviews.view.status')}</TableCell>
                  <TableCell>{t('console.reported-reviews.view.resolved')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.reportList.map((report) => (
                  <TableRow key={report.id}>
                    <TableCell>
                      <DateTimeField record={report} source="createdAt" showTime />
                    </TableCell>
                    <TableCell>
                      <MemberLink member={report.reporter} />
                    </TableCell>
                    <TableCell>{reasonLabel(report.reason, t)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{report.details ?? '—'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(REPORT_STATUS_KEYS[report.status])}
                        color={STATUS_COLORS[report.status]}
                      />
                    </TableCell>
                    <TableCell>
                      <DateTimeField record={report} source="resolvedAt" showTime emptyText="—" />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      />
    </Section>
  );
};

/** A reported review (GET /review/reported/{id}): the review, its reply and reports; enable/disable. */
export const ReportedReviewShow = () => (
  <Show title={<ReportedReviewTitle />}>
    <Stack spacing={4} sx={{ p: 3 }}>
      <ReviewHeader />
      <DisabledBanner />
      <Reports />
      <ReviewDetails />
    </Stack>
  </Show>
);
