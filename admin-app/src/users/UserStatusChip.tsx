import type { UserStatus } from '@barterbits/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { USER_STATUS_KEYS } from './userLabels.ts';

const STATUS_COLORS: Record<UserStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  SUSPENDED: 'warning',
  DEACTIVATED: 'default',
};

/** The record's account status as a coloured chip. */
export const UserStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: UserStatus }>();
  const t = useT();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[record.status]}
      label={t(USER_STATUS_KEYS[record.status])}
    />
  );
};
