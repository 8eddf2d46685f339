import {
  formatNumber,
  offerDetailRows,
  type TOfferActionSummary,
  type TOfferReport,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  Pagination,
  RecordField,
  ReferenceField,
  ReferenceManyField,
  Show,
  useGetOne,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { ReportReason } from '../components/ReportReason.tsx';
import { Section } from '../components/Section.tsx';
import { Stat } from '../components/Stat.tsx';
import { useT } from '../i18n/useT.ts';
import { OFFER_REPORTS_RESOURCE } from '../offer-reports/reportsDataProvider.ts';
import { displayName } from '../users/userLabels.ts';
import { DismissReportsAction, OfferStatusAction } from './OfferModeration.tsx';
import { OfferStatusChip, ReportStatusChip } from './OfferStatusChip.tsx';
import { detailValue, fieldLabel, priceLabel } from './offerLabels.ts';
import { OFFER_SUMMARIES_RESOURCE } from './offerSummariesDataProvider.ts';
import type { OfferRecord } from './offersDataProvider.ts';

export const OfferTitle = () => {
  const offer = useRecordContext<OfferRecord>();
  const t = useT();
  return (
    <span>
      {offer ? t('console.offers.view.titleOf', { title: offer.title }) : t('console.offers.view.offer')}
    </span>
  );
};

/** Views, favourites and reports (GET /offer/action-summary/{id}); also drives "Dismiss reports". */
function useSummary(offerId: string | undefined) {
  return useGetOne<TOfferActionSummary & { id: string }>(
    OFFER_SUMMARIES_RESOURCE,
    { id: offerId ?? '' },
    { enabled: !!offerId },
  );
}

const OfferHeader = () => {
  const offer = useRecordContext<OfferRecord>();
  const { data: summary } = useSummary(offer?.id);
  if (!offer) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {offer.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {offer.category} · {priceLabel(offer.priceCents, offer.priceType)}
        </Typography>
      </Box>
      <OfferStatusChip />
      <Box sx={{ flex: 1 }} />
      <DismissReportsAction openReports={summary?.openReports ?? 0} />
      <OfferStatusAction />
    </Stack>
  );
};

const ActionSummary = () => {
  const offer = useRecordContext<OfferRecord>();
  const { data, isPending, error } = useSummary(offer?.id);
  const t = useT();
  return (
    <Section title="console.offers.show.actionSummary" column={200}>
      {isPending ? (
        <CircularProgress size={24} aria-label={t('console.offers.view.loadingSummary')} />
      ) : error || !data ? (
        <Alert severity="error">{t('console.offers.view.summaryFailed')}</Alert>
      ) : (
        <>
          <Stat label={t('console.offers.view.views')} value={formatNumber(data.views)} />
          <Stat label={t('console.offers.view.favourites')} value={formatNumber(data.favourites)} />
          <Stat label={t('console.offers.view.reportsCount')} value={formatNumber(data.reports)} />
          <Stat label={t('console.offers.view.openReports')} value={formatNumber(data.openReports ?? 0)} />
        </>
      )}
    </Section>
  );
};

const Photos = () => {
  const offer = useRecordContext<OfferRecord>();
  const t = useT();
  if (!offer) return null;
  return (
    <Section title="console.offers.show.photos" grid={false}>
      {offer.photos.length === 0 ? (
        <Typography color="text.secondary">{t('console.offers.view.noPhotos')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {offer.photos.map((p, i) => (
            <a key={p.id} href={p.url} target="_blank" rel="noopener noreferrer">
              <img
                src={p.thumbUrl}
                alt={`${offer.title}, ${i + 1} of ${offer.photos.length}${i === 0 ? ' (cover)' : ''}`}
                width={120}
                height={120}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            </a>
          ))}
        </Stack>
      )}
    </Section>
  );
};

const CategoryDetails = () => {
  const offer = useRecordContext<OfferRecord>();
  const t = useT();
  if (!offer) return null;
  const details = offer.details ?? {};
  // As members see them ("Year 2015", "Mileage 85,000 km"); keys the shared format does not know follow as they are.
  const known = offerDetailRows(offer.category, details);
  const rows = [
    ...known,
    ...Object.entries(details)
      .filter(([key]) => !known.some((r) => r.key === key))
      .map(([key, v]) => ({ key, label: fieldLabel(key), value: detailValue(v) })),
  ];
  return (
    <Section title={t('console.offers.view.details', { category: offer.category })} column={200}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('console.offers.view.notFilled')}</Typography>
      ) : (
        rows.map((r) => (
          <Box key={r.key}>
            <Typography variant="caption" color="text.secondary" component="p">
              {r.label}
            </Typography>
            <Typography>{r.value}</Typography>
          </Box>
        ))
      )}
    </Section>
  );
};

const ReportColumn = DataTable.Col<TOfferReport>;

/** The offer's reports (GET /offer/{id}/reported), newest first. */
const OfferReports = () => {
  const t = useT();
  return (
    <Section title="console.offers.show.reports" grid={false}>
      <ReferenceManyField
        reference={OFFER_REPORTS_RESOURCE}
        target="offerId"
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography color="text.secondary">{t('console.offers.view.noReports')}</Typography>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <ReportColumn source="createdAt" label="console.offers.view.reported">
            <DateTimeField source="createdAt" showTime />
          </ReportColumn>
          <ReportColumn
            source="reasonLabel"
            label="console.offers.view.reason"
            render={(r) => <ReportReason reason={r.reason} />}
          />
          <ReportColumn source="details" label="console.offers.view.reportDetails" />
          <ReportColumn
            source="reporterName"
            label="console.offers.view.reporter"
            render={(r) => `${r.reporterName} (${r.reporterEmail})`}
          />
          <ReportColumn source="status" label="console.offers.view.status" field={ReportStatusChip} />
          <ReportColumn source="resolutionNote" label="console.offers.view.note" />
        </DataTable>
      </ReferenceManyField>
    </Section>
  );
};

export const OfferShow = () => {
  const t = useT();
  return (
    <Show title={<OfferTitle />}>
      <Stack spacing={4} sx={{ p: 3 }}>
        <OfferHeader />
        <WithRecord<OfferRecord>
          render={(o) =>
            o.status === 'DISABLED' && o.disabledReason ? (
              <Alert severity="error">Disabled: {o.disabledReason}</Alert>
            ) : null
          }
        />
        <Section title="console.offers.show.offer" column={200}>
          <RecordField source="status" label="console.offers.show.status">
            <OfferStatusChip />
          </RecordField>
          <RecordField label="console.offers.show.seller">
            <ReferenceField source="userId" reference="users" link="show">
              <WithRecord<{ email: string; firstName?: string | null; lastName?: string | null }>
                render={(u) => `${displayName(u)} (${u.email})`}
              />
            </ReferenceField>
          </RecordField>
          <RecordField source="category" label="console.offers.show.category" />
          <RecordField<OfferRecord>
            label="console.offers.show.price"
            render={(o) => priceLabel(o.priceCents, o.priceType)}
          />
          <RecordField source="priceType" label="console.offers.show.priceType" empty="—" />
          <RecordField<OfferRecord>
            label="console.offers.show.location"
            render={(o) => [o.city, o.province].filter(Boolean).join(', ')}
            empty="—"
          />
          <RecordField source="videoUrl" label="console.offers.show.video" empty="—" />
          <RecordField source="createdAt" label="console.offers.show.created">
            <DateTimeField source="createdAt" showTime />
          </RecordField>
          <RecordField source="publishedAt" label="console.offers.show.published">
            <DateTimeField source="publishedAt" showTime emptyText={t('console.offers.view.never')} />
          </RecordField>
          <RecordField source="statusChangedAt" label="console.offers.show.statusChanged">
            <DateTimeField source="statusChangedAt" showTime emptyText="—" />
          </RecordField>
        </Section>
        <Section title="console.offers.show.description" grid={false}>
          <WithRecord<OfferRecord>
            render={(o) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{o.description || '—'}</Typography>}
          />
        </Section>
        <CategoryDetails />
        <Photos />
        <ActionSummary />
        <OfferReports />
      </Stack>
    </Show>
  );
};
