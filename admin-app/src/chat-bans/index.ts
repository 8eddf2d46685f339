import BlockIcon from '@mui/icons-material/Block';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The chat bans resource (members banned from chat everywhere); its list is its own chunk. */
export default {
  ...lazyScreens({ list: () => import('./ChatBanList.tsx').then((m) => m.ChatBanList) }),
  icon: BlockIcon,
  options: { label: 'Chat bans' },
};
