import StorefrontIcon from '@mui/icons-material/Storefront';
import { OfferList } from './OfferList.tsx';
import { OfferShow } from './OfferShow.tsx';

export default {
  list: OfferList,
  show: OfferShow,
  icon: StorefrontIcon,
  recordRepresentation: 'title',
  options: { label: 'Offers' },
};
