import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

/** The business categories resource; each screen is its own chunk (react-admin's layout shows the spinner). */
export default {
  list: lazy(() => import('./CategoryList.tsx').then((m) => ({ default: m.CategoryList }))),
  create: lazy(() => import('./CategoryCreate.tsx').then((m) => ({ default: m.CategoryCreate }))),
  edit: lazy(() => import('./CategoryEdit.tsx').then((m) => ({ default: m.CategoryEdit }))),
  icon: CategoryIcon,
  recordRepresentation: 'name',
  options: { label: 'Business categories' },
};
