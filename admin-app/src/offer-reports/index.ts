import ReportIcon from '@mui/icons-material/Report';
import { lazyScreens } from '../components/lazyScreens.ts';
import offers from '../offers/index.ts';

/** The offer reports resource; its list is its own chunk (react-admin's layout shows the spinner). */
export default {
  // A report row opens the reported offer: its show page is fetched with the list.
  ...lazyScreens({ list: () => import('./ReportList.tsx').then((m) => m.ReportList) }, [offers.show.preload]),
  icon: ReportIcon,
  options: { label: 'Offer reports' },
};
