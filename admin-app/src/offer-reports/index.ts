import ReportIcon from '@mui/icons-material/Report';
import { lazy } from 'react';

/** The offer reports resource; its list is its own chunk (react-admin's layout shows the spinner). */
export default {
  list: lazy(() => import('./ReportList.tsx').then((m) => ({ default: m.ReportList }))),
  icon: ReportIcon,
  options: { label: 'Offer reports' },
};
