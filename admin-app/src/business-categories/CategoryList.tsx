import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import type { CategoryRecord } from './categoriesDataProvider.ts';

const Column = DataTable.Col<CategoryRecord>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** Top-level categories with their number of sub-categories; a row opens the edit page. */
export const CategoryList = () => (
  <List
    title="Business categories"
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable
      rowClick="edit"
      bulkActionButtons={
        <BulkDeleteButton
          mutationMode="pessimistic"
          confirmTitle="Delete the selected categories?"
          confirmContent="Their sub-categories are deleted too. Categories members have selected cannot be deleted."
        />
      }
    >
      <Column source="name" label="Name" />
      <Column source="subCategoryCount" label="Sub-categories" />
      <Column source="isActive" label="Active" field={BooleanField} />
    </DataTable>
  </List>
);
