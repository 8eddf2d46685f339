import type { TBarterRequest, TListBarterResponse } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { holdCaption } from '../lib/barter-text.ts';
import { BarterStatusChip } from './barter-status-chip.tsx';

/** One request as a card: offer, the other party, amount, date, status, and the actions given. */
export const BarterCard = ({
  item,
  side,
  actions,
}: {
  item: TBarterRequest;
  /** Whose list: the seller sees the buyer, the buyer the seller. */
  side: 'seller' | 'buyer';
  actions?: ReactNode;
}) => {
  const t = useT();
  const holdNote = holdCaption(item.hold);
  return (
    <Card variant="outlined" component="li" aria-label={`${item.offer.title} ${item.reference}`}>
      <CardContent sx={{ pb: actions ? 1 : 2 }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {item.offer.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {side === 'seller' ? t('barter.card.buyer') : t('barter.card.seller')}
              <MemberLink
                id={side === 'seller' ? item.buyer.id : item.seller.id}
                name={side === 'seller' ? item.buyer.displayName : item.seller.displayName}
              />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.reference} · {formatDateTime(item.createdAt)}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{formatBits(item.amountCents)}</Typography>
            <BarterStatusChip status={item.status} refundedCents={item.refundedCents} />
            {item.refundedCents > 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('barter.card.refunded', { amount: formatBits(item.refundedCents) })}
              </Typography>
            ) : null}
            {holdNote ? (
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
                {holdNote}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
      {actions ? (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>{actions}</CardActions>
      ) : null}
    </Card>
  );
};

/** Loading, error, empty and "Load more" around a list of requests. */
export const BarterList = ({
  label,
  query,
  render,
  empty,
}: {
  label: string;
  /** The pages of sales or purchases (useBarterRecords / useBarterRequests). */
  query: UseInfiniteQueryResult<InfiniteData<TListBarterResponse>, Error>;
  render: (item: TBarterRequest) => ReactNode;
  empty: ReactNode;
}) => {
  const t = useT();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const { isPending, error } = query;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('barter.loading')} />
      </Box>
    );
  }
  if (error && items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('barter.retry')}
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  if (items.length === 0) return <Box sx={{ py: 4 }}>{empty}</Box>;
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          // Each item renders its own <li> (BarterCard): no wrapper element may stand between it and the <ul>.
          <Fragment key={item.id}>{render(item)}</Fragment>
        ))}
      </Stack>
      <ShowMoreButton {...nextPageOf(query)}>{t('barter.loadMore')}</ShowMoreButton>
    </Stack>
  );
};
