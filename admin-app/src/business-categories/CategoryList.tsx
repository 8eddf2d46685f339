import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { useCan } from '../permissions/useCan.ts';
import type { CategoryRecord } from './categoriesDataProvider.ts';

const Column = DataTable.Col<CategoryRecord>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

const Actions = () => <TopToolbar>{useCan('createBusinessCategory') ? <CreateButton /> : null}</TopToolbar>;

/** Top-level categories with their number of sub-categories; a row opens the edit page (read-only without the right). */
export const CategoryList = () => {
  const mayDelete = useCan('deleteBusinessCategories');
  return (
    <List
      title="Business categories"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={
          mayDelete ? (
            <BulkDeleteButton
              mutationMode="pessimistic"
              confirmTitle="Delete the selected categories?"
              confirmContent="Their sub-categories are deleted too. Categories members have selected cannot be deleted."
            />
          ) : (
            false
          )
        }
      >
        <Column source="name" label="Name" />
        <Column source="subCategoryCount" label="Sub-categories" />
        <Column source="isActive" label="Active" field={BooleanField} />
      </DataTable>
    </List>
  );
};
