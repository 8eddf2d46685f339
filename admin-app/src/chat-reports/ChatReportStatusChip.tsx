import type { ChatReportStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { CHAT_REPORT_STATUS_COLORS, CHAT_REPORT_STATUS_KEYS } from './chatReportLabels.ts';

/** A chat report's status as a chip (Open, Declined, Actioned), from the record. */
export const ChatReportStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: ChatReportStatus }>();
  const t = useT();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CHAT_REPORT_STATUS_COLORS[record.status]}
      label={t(CHAT_REPORT_STATUS_KEYS[record.status])}
    />
  );
};
