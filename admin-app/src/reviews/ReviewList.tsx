import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { useT } from '../i18n/useT.ts';
import {
  excerpt,
  HEARTS_CHOICES,
  HeartsChoice,
  ReviewStateChip,
  tradeLabel,
  YES_NO_CHOICES,
} from './reviewLabels.tsx';
import type { ReviewRecord } from './reviewsDataProvider.ts';

const reviewFilters = [
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput
    key="hearts"
    source="hearts"
    label="resources.reviews.filters.hearts"
    choices={HEARTS_CHOICES}
    optionText={<HeartsChoice />}
    alwaysOn
  />,
  <SelectInput
    key="reported"
    source="reported"
    label="resources.reviews.filters.reported"
    choices={YES_NO_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="enabled"
    source="enabled"
    label="resources.reviews.filters.enabled"
    choices={YES_NO_CHOICES}
    alwaysOn
  />,
];

const Column = DataTable.Col<ReviewRecord>;

/**
 * Every review, newest first (a member filter lists the reviews they wrote and received); a row opens the
 * review with its reply, action summary and vote history.
 */
export const ReviewList = () => {
  const t = useT();
  return (
    <List title="console.reviews.title" filters={reviewFilters} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="createdAt" disableSort>
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column
          source="hearts"
          disableSort
          render={(r) => t('console.reviews.view.hearts', { smart_count: r.hearts })}
        />
        <Column source="author.displayName" disableSort />
        <Column source="subject.displayName" disableSort />
        <Column source="text" disableSort render={(r) => excerpt(r.text)} />
        <Column source="trade.offerTitle" disableSort render={(r) => tradeLabel(r.trade, t)} />
        <Column source="likes" disableSort />
        <Column source="dislikes" disableSort />
        <Column source="openReports" disableSort render={(r) => r.openReports ?? 0} />
        <Column source="enabled" disableSort field={ReviewStateChip} />
      </DataTable>
    </List>
  );
};
