import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';

/** The offers resource; each screen is its own chunk (react-admin's layout shows the spinner). */
export default {
  list: lazy(() => import('./OfferList.tsx').then((m) => ({ default: m.OfferList }))),
  show: lazy(() => import('./OfferShow.tsx').then((m) => ({ default: m.OfferShow }))),
  icon: StorefrontIcon,
  recordRepresentation: 'title',
  options: { label: 'Offers' },
};
