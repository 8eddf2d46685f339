import type { TAdminOfferListItem } from '@barterbits/contracts';
import { BooleanInput, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { OfferStatusChip } from './OfferStatusChip.tsx';
import { OFFER_CATEGORY_CHOICES, OFFER_STATUS_CHOICES, priceLabel } from './offerLabels.ts';
import { toOfferCsvRow } from './offersCsv.ts';

/** offers.csv of the filtered, sorted list, with readable columns. */
const offersExporter = csvExporter<TAdminOfferListItem>(toOfferCsvRow);

const offerFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title, text or seller e-mail" />,
  <SelectInput key="status" source="status" label="Status" choices={OFFER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="category" source="category" label="Category" choices={OFFER_CATEGORY_CHOICES} alwaysOn />,
  <BooleanInput key="reported" source="reported" label="With open reports" />,
];

const Column = DataTable.Col<TAdminOfferListItem>;

/** Every offer (deleted ones only when filtered by that status), newest first; a row opens the offer. */
export const OfferList = () => (
  <List
    title="Offers"
    filters={offerFilters}
    actions={<ExportActions filterButton />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={offersExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="title" label="Title" />
      <Column source="category" label="Category" disableSort />
      <Column source="status" label="Status" field={OfferStatusChip} />
      <Column source="priceCents" label="Price" render={(o) => priceLabel(o.priceCents, o.priceType)} />
      <Column source="seller.displayName" label="Seller" disableSort render={(o) => o.seller.email} />
      <Column source="openReports" label="Open reports" disableSort />
      <Column source="createdAt" label="Created">
        <DateTimeField source="createdAt" />
      </Column>
    </DataTable>
  </List>
);
