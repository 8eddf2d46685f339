import type { TOfferReport } from '@barterbits/contracts';
import {
  DataTable,
  Link,
  List,
  RecordContextProvider,
  SelectInput,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { ReportReason } from '../components/ReportReason.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { OfferStatusChip, ReportStatusChip } from '../offers/OfferStatusChip.tsx';
import { REPORT_REASON_CHOICES, REPORT_STATUS_CHOICES } from '../offers/offerLabels.ts';
import { OFFERS_RESOURCE } from '../offers/offersDataProvider.ts';
import { toReportCsvRow } from './reportsCsv.ts';

/** offer-reports.csv of the filtered list, with readable columns. */
const reportsExporter = csvExporter<TOfferReport>('offer-reports', toReportCsvRow);

const reportFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.offer-reports.filters.status"
    choices={REPORT_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    label="resources.offer-reports.filters.reason"
    choices={REPORT_REASON_CHOICES}
    alwaysOn
  />,
];

const Column = DataTable.Col<TOfferReport>;

const OfferLink = ({ report }: { report: TOfferReport }) => {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: OFFERS_RESOURCE, id: report.offerId, type: 'show' })}>
      {report.offerTitle}
    </Link>
  );
};

/** Offer reports, newest first; a row (or the offer title) opens the reported offer. */
export const ReportList = () => {
  const createPath = useCreatePath();
  return (
    <List
      title="console.offer-reports.title"
      filters={reportFilters}
      actions={<ExportActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={reportsExporter}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) =>
          createPath({ resource: OFFERS_RESOURCE, id: (record as TOfferReport).offerId, type: 'show' })
        }
      >
        <Column source="createdAt">
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column source="offerTitle" disableSort render={(r) => <OfferLink report={r} />} />
        <Column source="offerStatus" disableSort>
          <OfferStatusOf />
        </Column>
        <Column source="reasonLabel" disableSort render={(r) => <ReportReason reason={r.reason} />} />
        <Column source="details" disableSort />
        <Column source="sellerName" disableSort />
        <Column source="reporterName" disableSort render={(r) => `${r.reporterName} (${r.reporterEmail})`} />
        <Column source="status" disableSort field={ReportStatusChip} />
      </DataTable>
    </List>
  );
};

/** The reported offer's status chip (the row's `offerStatus` read as a status). */
const OfferStatusOf = () => {
  const r = useRecordContext<TOfferReport>();
  if (!r) return null;
  return (
    <RecordContextProvider value={{ id: r.offerId, status: r.offerStatus }}>
      <OfferStatusChip />
    </RecordContextProvider>
  );
};
