import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { displayName } from './userLabels.ts';

/** The users resource; each screen is its own chunk (react-admin's layout shows the spinner). */
export default {
  list: lazy(() => import('./UserList.tsx').then((m) => ({ default: m.UserList }))),
  show: lazy(() => import('./UserShow.tsx').then((m) => ({ default: m.UserShow }))),
  icon: PeopleIcon,
  recordRepresentation: displayName,
};
