import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The referrals resource; each screen is its own chunk, the others fetched once one has loaded (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./ReferralList.tsx').then((m) => m.ReferralList),
    show: () => import('./ReferralShow.tsx').then((m) => m.ReferralShow),
  }),
  icon: GroupAddIcon,
  options: { label: 'Referrals' },
};
