import type { OfferReportStatus, WantStatus } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { REPORT_STATUS_COLORS } from '../offers/offerLabels.ts';
import { WANT_REPORT_STATUS_KEYS, WANT_STATUS_COLORS, WANT_STATUS_KEYS } from './wantLabels.ts';

/** The record's want status as a coloured chip. */
export const WantStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ id: string; status?: WantStatus }>();
  const t = useT();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={WANT_STATUS_COLORS[record.status]}
      label={t(WANT_STATUS_KEYS[record.status])}
    />
  );
};

/** A report's status (Open, Dismissed, Actioned) as a coloured chip. */
export const WantReportStatusChip = ({ status }: { status: OfferReportStatus }) => {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REPORT_STATUS_COLORS[status]}
      label={t(WANT_REPORT_STATUS_KEYS[status])}
    />
  );
};
