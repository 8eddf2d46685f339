import FlagIcon from '@mui/icons-material/Flag';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The reported reviews resource; each screen is its own chunk, the others fetched once one has loaded. */
export default {
  ...lazyScreens({
    list: () => import('./ReportedReviewList.tsx').then((m) => m.ReportedReviewList),
    show: () => import('./ReportedReviewShow.tsx').then((m) => m.ReportedReviewShow),
  }),
  icon: FlagIcon,
  options: { label: 'Reported reviews' },
};
