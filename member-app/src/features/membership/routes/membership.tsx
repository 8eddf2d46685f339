import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cardLabel, formatMoney } from '../../../lib/card-form.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { useMembership } from '../api/get-membership.ts';
import { usePlans } from '../api/get-plans.ts';
import { useRenewMembership } from '../api/renew-membership.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { MembershipStatusChip, periodEndText } from '../components/membership-status.tsx';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Typography color="text.secondary">{label}</Typography>
    <Box sx={{ textAlign: 'right' }}>{children}</Box>
  </Box>
);

/** /membership: status, paid period, card; Renew (pays one more month) and Cancel. */
export const MembershipRoute = () => {
  const membership = useMembership();
  const plans = usePlans();
  const cards = useCards();
  const renew = useRenewMembership();
  const subscribe = useSubscribe();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (membership.isPending || plans.isPending || cards.isPending) return <PageLoader />;
  if (membership.isError) return <Alert severity="error">{membership.error.message}</Alert>;
  const m = membership.data;
  const plan = plans.data?.[0];
  const payCard =
    (m?.card && !m.card.removed ? cards.data?.find((c) => c.id === m.card?.id) : undefined) ??
    cards.data?.find((c) => c.isDefault) ??
    cards.data?.[0];
  const price = plan ? formatMoney(plan.priceCents, plan.currency) : '';
  const paying = m ? renew : subscribe;

  const onPay = () => {
    if (!payCard) return;
    const done = {
      onSuccess: (data: unknown) => {
        setConfirming(false);
        navigate(PAGES.memberSubscription.path, { state: { payment: data } });
      },
      onError: () => setConfirming(false),
    };
    if (m) renew.mutate({ cardId: payCard.id }, done);
    else subscribe.mutate({ cardId: payCard.id }, done);
  };

  return (
    <Stack spacing={3} sx={{ py: 3, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Membership
      </Typography>
      {paying.error ? (
        <Alert severity="error" role="alert">
          {paying.error.message}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        {m ? (
          <>
            <Row label="Status">
              <MembershipStatusChip status={m.status} />
            </Row>
            <Row label="Plan">
              <Typography>
                {m.plan.name} · {formatMoney(m.priceCents, m.currency)} / {m.plan.interval}
              </Typography>
            </Row>
            <Row label="Period">
              <Typography>{periodEndText(m)}</Typography>
            </Row>
            <Row label="Card">
              <Typography>
                {m.card ? `${cardLabel(m.card)}${m.card.removed ? ' (removed)' : ''}` : '—'}
              </Typography>
            </Row>
            {m.status === 'CANCELLED' && m.cancelReason ? (
              <Row label="Reason">
                <Typography>{m.cancelReason}</Typography>
              </Row>
            ) : null}
          </>
        ) : (
          <Typography>
            You have no membership yet. Join for {price} per {plan?.interval ?? 'month'} to trade, buy and
            send gifts.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {payCard ? (
            <Button variant="contained" onClick={() => setConfirming(true)}>
              {m ? 'Renew membership' : 'Join now'}
            </Button>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${PAGES.addCard.path}?next=${PAGES.membership.path}`}
            >
              Add a card
            </Button>
          )}
          {m?.status === 'ACTIVE' ? (
            <Button variant="outlined" color="error" component={RouterLink} to={PAGES.cancelMembership.path}>
              Cancel membership
            </Button>
          ) : null}
          <Button component={RouterLink} to={PAGES.manageCard.path}>
            Manage cards
          </Button>
        </Stack>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        Memberships do not renew by themselves. Renewing adds one month after your current period.
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={m ? 'Renew your membership?' : 'Join now?'}
        confirmLabel={`Pay ${price}`}
        cancelLabel="Not now"
        pending={paying.isPending}
        onConfirm={onPay}
        onClose={() => setConfirming(false)}
      >
        {payCard
          ? `${price} will be charged to your ${cardLabel(payCard)} for one month of membership.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
};
