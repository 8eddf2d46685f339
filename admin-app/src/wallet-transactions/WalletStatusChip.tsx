import type { TransactionStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { STATUS_COLORS, TRANSACTION_STATUS_KEYS } from './walletLabels.ts';

/** A movement's status as a coloured chip. */
export const WalletStatusChip = ({ status }: { status?: TransactionStatus }) => {
  const record = useRecordContext<{ status: TransactionStatus }>();
  const value = status ?? record?.status;
  const t = useT();
  if (!value) return null;
  return <Chip size="small" label={t(TRANSACTION_STATUS_KEYS[value])} color={STATUS_COLORS[value]} />;
};
