import ForumIcon from '@mui/icons-material/Forum';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The reported chat messages resource; each screen is its own chunk, the other fetched once one has loaded. */
export default {
  ...lazyScreens({
    list: () => import('./ChatReportList.tsx').then((m) => m.ChatReportList),
    show: () => import('./ChatReportShow.tsx').then((m) => m.ChatReportShow),
  }),
  icon: ForumIcon,
  options: { label: 'Reported messages' },
};
