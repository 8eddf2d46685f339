import type { ChatReportStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { CHAT_REPORT_STATUS_COLORS, CHAT_REPORT_STATUS_LABELS } from './chatReportLabels.ts';

/** A chat report's status as a chip (Open, Declined, Actioned), from the record. */
export const ChatReportStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: ChatReportStatus }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CHAT_REPORT_STATUS_COLORS[record.status]}
      label={CHAT_REPORT_STATUS_LABELS[record.status]}
    />
  );
};
