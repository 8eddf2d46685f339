import type { TransactionStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { STATUS_COLORS, TRANSACTION_STATUS_LABELS } from './walletLabels.ts';

/** A movement's status as a coloured chip. */
export const WalletStatusChip = ({ status }: { status?: TransactionStatus }) => {
  const record = useRecordContext<{ status: TransactionStatus }>();
  const value = status ?? record?.status;
  if (!value) return null;
  return <Chip size="small" label={TRANSACTION_STATUS_LABELS[value]} color={STATUS_COLORS[value]} />;
};
