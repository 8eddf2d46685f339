import GavelIcon from '@mui/icons-material/Gavel';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The card disputes resource (chargebacks and the BITS they put at risk); its list is its own chunk. */
export default {
  ...lazyScreens({ list: () => import('./DisputeList.tsx').then((m) => m.DisputeList) }),
  icon: GavelIcon,
  options: { label: 'Disputes' },
};
