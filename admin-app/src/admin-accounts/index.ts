import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The admin-accounts resource (super admins; others get the "Not allowed" page): its list in its own chunk. */
export default {
  ...lazyScreens({ list: () => import('./AdminAccountList.tsx').then((m) => m.AdminAccountList) }),
  icon: AdminPanelSettingsIcon,
  options: { label: 'Admin accounts' },
};
