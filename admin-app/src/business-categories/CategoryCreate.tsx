import { Create, SimpleForm } from 'react-admin';
import { CategoryInputs } from './CategoryInputs.tsx';

/** A new top-level category (sub-categories are added from a category's edit page). */
export const CategoryCreate = () => (
  <Create title="console.business-categories.newTitle" redirect="edit">
    <SimpleForm defaultValues={{ isActive: true }} sx={{ maxWidth: 480 }}>
      <CategoryInputs />
    </SimpleForm>
  </Create>
);
