import { heartsLabel } from '@barterbits/contracts';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { excerpt, HEARTS_CHOICES, ReviewStateChip, tradeLabel, YES_NO_CHOICES } from './reviewLabels.tsx';
import type { ReviewRecord } from './reviewsDataProvider.ts';

const reviewFilters = [
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput key="hearts" source="hearts" label="Hearts" choices={HEARTS_CHOICES} alwaysOn />,
  <SelectInput key="reported" source="reported" label="Open reports" choices={YES_NO_CHOICES} alwaysOn />,
  <SelectInput key="enabled" source="enabled" label="Enabled" choices={YES_NO_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<ReviewRecord>;

/**
 * Every review, newest first (a member filter lists the reviews they wrote and received); a row opens the
 * review with its reply, action summary and vote history.
 */
export const ReviewList = () => (
  <List title="Reviews" filters={reviewFilters} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" label="Posted" disableSort>
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column source="hearts" label="Hearts" disableSort render={(r) => heartsLabel(r.hearts)} />
      <Column source="author.displayName" label="Author" disableSort />
      <Column source="subject.displayName" label="About" disableSort />
      <Column source="text" label="Review" disableSort render={(r) => excerpt(r.text)} />
      <Column source="trade.offerTitle" label="Trade" disableSort render={(r) => tradeLabel(r.trade)} />
      <Column source="likes" label="Likes" disableSort />
      <Column source="dislikes" label="Dislikes" disableSort />
      <Column source="openReports" label="Open reports" disableSort render={(r) => r.openReports ?? 0} />
      <Column source="enabled" label="State" disableSort field={ReviewStateChip} />
    </DataTable>
  </List>
);
