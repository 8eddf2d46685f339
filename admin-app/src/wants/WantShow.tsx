import { formatNumber } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordField, Show, useRecordContext, WithRecord } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { ReportReason } from '../components/ReportReason.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { DismissWantReportsAction, WantStatusAction } from './WantModeration.tsx';
import { WantReportStatusChip, WantStatusChip } from './WantStatusChip.tsx';
import { matchCountLabel, maxPriceLabel } from './wantLabels.ts';
import type { WantWithReports } from './wantsDataProvider.ts';

/** A field of the want, labelled by a console message. */
const Item = ({ label, render }: { label: string; render: (w: WantWithReports) => React.ReactNode }) => (
  <RecordField<WantWithReports> label={label} render={render} />
);

/** The page title (the browser tab and the app bar). */
export const WantTitle = () => {
  const want = useRecordContext<WantWithReports>();
  const t = useT();
  return (
    <span>{want ? t('console.wants.show.titleOf', { title: want.title }) : t('console.wants.title')}</span>
  );
};

/** The title, its status, and the moderators' actions. */
const Header = () => {
  const want = useRecordContext<WantWithReports>();
  if (!want) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {want.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {want.category}
        </Typography>
      </Box>
      <WantStatusChip />
      <Box sx={{ flex: 1 }} />
      <DismissWantReportsAction />
      <WantStatusAction />
    </Stack>
  );
};

/**
 * The want's reports, newest first as the server lists them. Opened from the list, the page first shows
 * the list's row (react-admin's placeholder), which has no reports: a spinner until the want is read.
 */
const Reports = () => {
  const want = useRecordContext<Partial<WantWithReports>>();
  const t = useT();
  if (!want) return null;
  return (
    <Section title="console.wants.show.reports" grid={false}>
      {want.reports === undefined ? (
        <CircularProgress size={24} aria-label={t('console.wants.show.loadingReports')} />
      ) : want.reports.length === 0 ? (
        <Typography color="text.secondary">{t('console.wants.show.noReports')}</Typography>
      ) : (
        <Table size="small" aria-label={t('console.wants.show.reports')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('console.wants.show.reported')}</TableCell>
              <TableCell>{t('console.wants.show.reason')}</TableCell>
              <TableCell>{t('console.wants.show.reportDetails')}</TableCell>
              <TableCell>{t('console.wants.show.reporter')}</TableCell>
              <TableCell>{t('console.wants.show.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {want.reports.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <DateTimeField record={r} source="createdAt" showTime />
                </TableCell>
                <TableCell>
                  <ReportReason reason={r.reason} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.details ?? '—'}
                </TableCell>
                <TableCell>
                  <MemberLink member={r.reporter} />
                </TableCell>
                <TableCell>
                  <WantReportStatusChip status={r.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
};

/** One want: what the member looks for, the member (a link to their page), its reports, and the actions. */
export const WantShow = () => {
  const t = useT();
  return (
    <Show title={<WantTitle />}>
      <Stack spacing={4} sx={{ p: 3 }}>
        <Header />
        <WithRecord<WantWithReports>
          render={(w) =>
            w.status === 'DISABLED' && w.disabledReason ? (
              <Alert severity="error">
                {t('console.wants.show.disabledBecause', { reason: w.disabledReason })}
              </Alert>
            ) : null
          }
        />
        <Section title="console.wants.show.want" column={200}>
          <RecordField source="status" label="console.wants.show.status">
            <WantStatusChip />
          </RecordField>
          <Item
            label="console.wants.show.member"
            render={(w) => (
              <MemberLink member={{ id: w.member.id, displayName: w.member.displayName || w.member.email }}>
                {w.member.displayName ? `${w.member.displayName} (${w.member.email})` : w.member.email}
              </MemberLink>
            )}
          />
          <Item label="console.wants.show.category" render={(w) => w.category} />
          <Item label="console.wants.show.maxPrice" render={(w) => maxPriceLabel(w.maxCents, t)} />
          <Item
            label="console.wants.show.radius"
            render={(w) => t('console.wants.show.km', { count: formatNumber(w.radiusKm) })}
          />
          <Item
            label="console.wants.show.location"
            render={(w) => [w.city, w.province].filter(Boolean).join(', ') || '—'}
          />
          <Item label="console.wants.show.matches" render={(w) => matchCountLabel(w.matchCount)} />
          <Item label="console.wants.show.openReports" render={(w) => formatNumber(w.openReportCount)} />
          <RecordField source="createdAt" label="console.wants.show.created">
            <DateTimeField source="createdAt" showTime />
          </RecordField>
          <RecordField source="updatedAt" label="console.wants.show.updated">
            <DateTimeField source="updatedAt" showTime />
          </RecordField>
          <RecordField source="expiresAt" label="console.wants.show.expires">
            <DateTimeField source="expiresAt" showTime />
          </RecordField>
        </Section>
        <Section title="console.wants.show.description" grid={false}>
          <WithRecord<WantWithReports>
            render={(w) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{w.description || '—'}</Typography>}
          />
        </Section>
        <Reports />
      </Stack>
    </Show>
  );
};
