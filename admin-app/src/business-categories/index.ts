import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The business categories resource; each screen is its own chunk (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./CategoryList.tsx').then((m) => m.CategoryList),
    create: () => import('./CategoryCreate.tsx').then((m) => m.CategoryCreate),
    edit: () => import('./CategoryEdit.tsx').then((m) => m.CategoryEdit),
  }),
  icon: CategoryIcon,
  recordRepresentation: 'name',
  options: { label: 'Business categories' },
};
