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

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => <TopToolbar>{useCan('createBusinessCategory') ? <CreateButton /> : null}</TopToolbar>;

/** Top-level categories with their number of sub-categories; a row opens the edit page (read-only without the right). */
export const CategoryList = () => {
  const mayDelete = useCan('deleteBusinessCategories');
  return (
    <List
      title="console.business-categories.title"
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
              confirmTitle="console.business-categories.deleteTitle"
              confirmContent="console.business-categories.deleteText"
            />
          ) : (
            false
          )
        }
      >
        <Column source="name" />
        <Column source="nameFr" />
        <Column source="subCategoryCount" />
        <Column source="isActive" field={BooleanField} />
      </DataTable>
    </List>
  );
};
