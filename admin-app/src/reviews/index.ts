import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The reviews resource; each screen is its own chunk, the others fetched once one has loaded (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./ReviewList.tsx').then((m) => m.ReviewList),
    show: () => import('./ReviewShow.tsx').then((m) => m.ReviewShow),
  }),
  icon: RateReviewIcon,
  options: { label: 'Reviews' },
};
