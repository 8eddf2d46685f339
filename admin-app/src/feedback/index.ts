import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The feedback resource; each screen is its own chunk, the other fetched once one has loaded. */
export default {
  ...lazyScreens({
    list: () => import('./FeedbackList.tsx').then((m) => m.FeedbackList),
    show: () => import('./FeedbackShow.tsx').then((m) => m.FeedbackShow),
  }),
  icon: FeedbackIcon,
  options: { label: 'Feedback' },
};
