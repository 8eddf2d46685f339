import PeopleIcon from '@mui/icons-material/People';
import { lazyScreens } from '../components/lazyScreens.ts';
import { displayName } from './userLabels.ts';

/** The users resource; each screen is its own chunk, the others fetched once one has loaded (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./UserList.tsx').then((m) => m.UserList),
    show: () => import('./UserShow.tsx').then((m) => m.UserShow),
  }),
  icon: PeopleIcon,
  recordRepresentation: displayName,
};
