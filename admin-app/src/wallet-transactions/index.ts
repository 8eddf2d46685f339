import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';

/** The wallet transactions resource; each screen is its own chunk (react-admin's layout shows the spinner). */
export default {
  list: lazy(() => import('./WalletTransactionList.tsx').then((m) => ({ default: m.WalletTransactionList }))),
  show: lazy(() => import('./WalletTransactionShow.tsx').then((m) => ({ default: m.WalletTransactionShow }))),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'reference',
  options: { label: 'Wallet transactions' },
};
