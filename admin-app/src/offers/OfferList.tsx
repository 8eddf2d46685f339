import type { TAdminOfferListItem } from '@barterbits/contracts';
import { BooleanInput, DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { OfferStatusChip } from './OfferStatusChip.tsx';
import { OFFER_CATEGORY_CHOICES, OFFER_STATUS_CHOICES, priceLabel } from './offerLabels.ts';
import { toOfferCsvRow } from './offersCsv.ts';

/** offers.csv of the filtered, sorted list, with readable columns. */
const offersExporter = csvExporter<TAdminOfferListItem>('offers', toOfferCsvRow);

const offerFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.offers.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="resources.offers.filters.status"
    choices={OFFER_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="category"
    source="category"
    label="resources.offers.filters.category"
    choices={OFFER_CATEGORY_CHOICES}
    alwaysOn
  />,
  <BooleanInput key="reported" source="reported" label="resources.offers.filters.reported" />,
];

const Column = DataTable.Col<TAdminOfferListItem>;

/** Every offer (deleted ones only when filtered by that status), newest first; a row opens the offer. */
export const OfferList = () => (
  <List
    title="console.offers.title"
    filters={offerFilters}
    actions={<ExportActions filterButton />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={offersExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="title" />
      <Column source="category" disableSort />
      <Column source="status" field={OfferStatusChip} />
      <Column source="priceCents" render={(o) => priceLabel(o.priceCents, o.priceType)} />
      <Column source="seller.displayName" disableSort render={(o) => o.seller.email} />
      <Column source="openReports" disableSort />
      <Column source="createdAt">
        <DateTimeField source="createdAt" />
      </Column>
    </DataTable>
  </List>
);
