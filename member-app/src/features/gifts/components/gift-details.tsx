import type { TGift } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { GiftStatusChip } from './gift-status-chip.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box sx={{ textAlign: 'right', wordBreak: 'break-word' }}>{children}</Box>
  </Stack>
);

/** One gift's facts: amount, parties, message, dates, references. */
export const GiftDetails = ({ gift, action }: { gift: TGift; action?: ReactNode }) => {
  const t = useT();
  const sent = gift.direction === 'SENT';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="gift-amount">
          {formatBits(gift.amountCents)}
        </Typography>
        <GiftStatusChip status={gift.status} />
      </Stack>
      <Divider sx={{ my: 1 }} />
      {sent ? (
        <Row label={t('gifts.row.to')}>
          <Typography>
            {gift.recipient ? (
              <MemberLink id={gift.recipient.id} name={gift.recipient.displayName} standalone />
            ) : (
              gift.recipientEmail
            )}
          </Typography>
          {gift.recipient ? (
            <Typography variant="body2" color="text.secondary">
              {gift.recipientEmail}
            </Typography>
          ) : null}
        </Row>
      ) : (
        <Row label={t('gifts.row.from')}>
          <Typography>
            <MemberLink id={gift.sender.id} name={gift.sender.displayName} standalone />
          </Typography>
        </Row>
      )}
      {gift.message ? (
        <Row label={t('gifts.row.message')}>
          <Typography sx={{ fontStyle: 'italic' }}>
            {t('gifts.detail.quoted', { message: gift.message })}
          </Typography>
        </Row>
      ) : null}
      <Row label={t('gifts.row.sent')}>{formatDateTime(gift.createdAt)}</Row>
      {gift.status === 'PENDING' ? (
        <Row label={t('gifts.row.claimBy')}>{formatDateTime(gift.expiresAt)}</Row>
      ) : null}
      {gift.claimedAt ? <Row label={t('gifts.row.claimed')}>{formatDateTime(gift.claimedAt)}</Row> : null}
      {gift.returnedAt ? (
        <Row label={gift.status === 'CANCELLED' ? t('gifts.row.cancelled') : t('gifts.row.returned')}>
          {formatDateTime(gift.returnedAt)}
        </Row>
      ) : null}
      <Row label={t('gifts.row.reference')}>{gift.reference}</Row>
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Paper>
  );
};
