import { OFFER_STATUS_LABELS, type OfferReportStatus, type OfferStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { OFFER_STATUS_COLORS, REPORT_STATUS_COLORS, REPORT_STATUS_LABELS } from './offerLabels.ts';

/** The record's offer status as a coloured chip. */
export const OfferStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: OfferStatus }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OFFER_STATUS_COLORS[record.status]}
      label={OFFER_STATUS_LABELS[record.status]}
    />
  );
};

/** The record's report status (Open, Dismissed, Actioned) as a coloured chip. */
export const ReportStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: OfferReportStatus }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REPORT_STATUS_COLORS[record.status]}
      label={REPORT_STATUS_LABELS[record.status]}
    />
  );
};
