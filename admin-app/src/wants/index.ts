import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyScreens } from '../components/lazyScreens.ts';

/** Members' wants (what they are looking for), moderated like offers; each screen is its own chunk. */
export default {
  ...lazyScreens({
    list: () => import('./WantList.tsx').then((m) => m.WantList),
    show: () => import('./WantShow.tsx').then((m) => m.WantShow),
  }),
  icon: ManageSearchIcon,
  recordRepresentation: 'title',
  options: { label: 'Wants' },
};
