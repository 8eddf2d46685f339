import type { FeedbackStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { FEEDBACK_STATUS_COLORS } from './feedbackLabels.ts';

/** A feedback's status as a chip (New, In progress, Answered, Closed), from the record. */
export const FeedbackStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: FeedbackStatus; statusLabel?: string }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={FEEDBACK_STATUS_COLORS[record.status]}
      label={record.statusLabel ?? record.status}
    />
  );
};
