import BalanceIcon from '@mui/icons-material/Balance';
import { lazyScreens } from '../components/lazyScreens.ts';

/** Disputes of held barter payments (buyer protection); each screen is its own chunk. */
export default {
  ...lazyScreens({
    list: () => import('./BarterDisputeList.tsx').then((m) => m.BarterDisputeList),
    show: () => import('./BarterDisputeShow.tsx').then((m) => m.BarterDisputeShow),
  }),
  icon: BalanceIcon,
  options: { label: 'Barter disputes' },
};
