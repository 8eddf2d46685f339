import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyScreens } from '../components/lazyScreens.ts';

/** The wallet transactions resource; each screen is its own chunk, the others fetched once one has loaded (react-admin's layout shows the spinner). */
export default {
  ...lazyScreens({
    list: () => import('./WalletTransactionList.tsx').then((m) => m.WalletTransactionList),
    show: () => import('./WalletTransactionShow.tsx').then((m) => m.WalletTransactionShow),
  }),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'reference',
  options: { label: 'Wallet transactions' },
};
