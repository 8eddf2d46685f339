import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { sellerSilent, statusLabel } from './barterDisputeLabels.ts';
import type { BarterDisputeRecord } from './barterDisputesDataProvider.ts';

const COLORS = { OPEN: 'warning', ANSWERED: 'info', RESOLVED: 'success' } as const;

/** The record's status as a chip: red once the seller let their days to answer pass. */
export const BarterDisputeStatusChip = () => {
  const d = useRecordContext<BarterDisputeRecord>();
  const t = useT();
  if (!d) return null;
  return <Chip size="small" label={statusLabel(d, t)} color={sellerSilent(d) ? 'error' : COLORS[d.status]} />;
};
