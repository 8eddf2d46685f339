import ReportIcon from '@mui/icons-material/Report';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The offer reports resource; its list is its own chunk (react-admin's layout shows the spinner). */
export default {
  // A report row opens the reported offer: its show page is fetched with the list.
  ...lazyScreens({ list: () => import('./ReportList.tsx').then((m) => m.ReportList) }, [
    () => import('../offers/OfferShow.tsx'),
  ]),
  icon: ReportIcon,
  options: { label: 'Offer reports' },
};
