import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The offers resource; each screen is its own chunk, the others fetched once one has loaded (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./OfferList.tsx').then((m) => m.OfferList),
    show: () => import('./OfferShow.tsx').then((m) => m.OfferShow),
  }),
  icon: StorefrontIcon,
  recordRepresentation: 'title',
  options: { label: 'Offers' },
};
