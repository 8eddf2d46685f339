import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The card loads resource (BITS loads paid by card, refunds to the card); its list is its own chunk. */
export default {
  ...lazyScreens({ list: () => import('./CardLoadList.tsx').then((m) => m.CardLoadList) }),
  icon: CreditCardIcon,
  options: { label: 'Card loads' },
};
