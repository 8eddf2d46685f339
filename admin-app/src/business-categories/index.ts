import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate.tsx';
import { CategoryEdit } from './CategoryEdit.tsx';
import { CategoryList } from './CategoryList.tsx';

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
  options: { label: 'Business categories' },
};
