import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { WalletTransactionList } from './WalletTransactionList.tsx';
import { WalletTransactionShow } from './WalletTransactionShow.tsx';

export default {
  list: WalletTransactionList,
  show: WalletTransactionShow,
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'reference',
  options: { label: 'Wallet transactions' },
};
