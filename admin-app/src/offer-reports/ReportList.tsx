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
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { OfferStatusChip, ReportStatusChip } from '../offers/OfferStatusChip.tsx';
import { REPORT_REASON_CHOICES, REPORT_STATUS_CHOICES } from '../offers/offerLabels.ts';
import { OFFERS_RESOURCE } from '../offers/offersDataProvider.ts';
import { toReportCsvRow } from './reportsCsv.ts';

/** offer-reports.csv of the filtered list, with readable columns. */
const reportsExporter = csvExporter<TOfferReport>(toReportCsvRow);

const reportFilters = [
  <SelectInput key="status" source="status" label="Status" choices={REPORT_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="reason" source="reason" label="Reason" choices={REPORT_REASON_CHOICES} alwaysOn />,
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
      title="Offer reports"
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
        <Column source="createdAt" label="Reported">
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column source="offerTitle" label="Offer" disableSort render={(r) => <OfferLink report={r} />} />
        <Column source="offerStatus" label="Offer status" disableSort>
          <OfferStatusOf />
        </Column>
        <Column source="reasonLabel" label="Reason" disableSort />
        <Column source="details" label="Details" disableSort />
        <Column source="sellerName" label="Seller" disableSort />
        <Column
          source="reporterName"
          label="Reporter"
          disableSort
          render={(r) => `${r.reporterName} (${r.reporterEmail})`}
        />
        <Column source="status" label="Status" disableSort field={ReportStatusChip} />
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
