import type { OfferReportStatus, OfferStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import {
  OFFER_STATUS_COLORS,
  OFFER_STATUS_KEYS,
  REPORT_STATUS_COLORS,
  REPORT_STATUS_KEYS,
} from './offerLabels.ts';

/** The record's offer status as a coloured chip. */
export const OfferStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: OfferStatus }>();
  const t = useT();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OFFER_STATUS_COLORS[record.status]}
      label={t(OFFER_STATUS_KEYS[record.status])}
    />
  );
};

/** The record's report status (Open, Dismissed, Actioned) as a coloured chip. */
export const ReportStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: OfferReportStatus }>();
  const t = useT();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REPORT_STATUS_COLORS[record.status]}
      label={t(REPORT_STATUS_KEYS[record.status])}
    />
  );
};
