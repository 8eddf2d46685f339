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
import { useT } from '../../../lib/i18n.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { pageBankCheck } from '../../../lib/stripe.ts';
import { useMembership } from '../api/get-membership.ts';
import { usePlans } from '../api/get-plans.ts';
import { useRenewMembership } from '../api/renew-membership.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { intervalText, MembershipStatusChip, periodEndText } from '../components/membership-status.tsx';
import { bankCheckWords } from '../lib/stripe-words.ts';

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
  const t = useT();
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
    // With Stripe, the bank's check (3-D Secure) in Stripe.js when the bank asks for one.
    const bankCheck = pageBankCheck(bankCheckWords(t));
    if (m) renew.mutate({ body: { cardId: payCard.id }, bankCheck }, done);
    else subscribe.mutate({ body: { cardId: payCard.id }, bankCheck }, done);
  };

  return (
    <Stack spacing={3} sx={{ py: 3, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('membership.page.title')}
      </Typography>
      {paying.error ? (
        <Alert severity="error" role="alert">
          {paying.error.message}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        {m ? (
          <>
            <Row label={t('membership.row.status')}>
              <MembershipStatusChip status={m.status} />
            </Row>
            <Row label={t('membership.row.plan')}>
              <Typography>
                {t('membership.page.planLine', {
                  plan: m.plan.name,
                  price: formatMoney(m.priceCents, m.currency),
                  interval: intervalText(m.plan.interval),
                })}
              </Typography>
            </Row>
            <Row label={t('membership.row.period')}>
              <Typography>{periodEndText(m)}</Typography>
            </Row>
            <Row label={t('membership.row.card')}>
              <Typography>
                {m.card
                  ? m.card.removed
                    ? t('membership.page.cardRemoved', { card: cardLabel(m.card) })
                    : cardLabel(m.card)
                  : '—'}
              </Typography>
            </Row>
            {m.status === 'CANCELLED' && m.cancelReason ? (
              <Row label={t('membership.row.reason')}>
                <Typography>{m.cancelReason}</Typography>
              </Row>
            ) : null}
          </>
        ) : (
          <Typography>
            {t('membership.page.none', { price, interval: intervalText(plan?.interval ?? 'month') })}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {payCard ? (
            <Button variant="contained" onClick={() => setConfirming(true)}>
              {m ? t('membership.page.renew') : t('membership.page.join')}
            </Button>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${PAGES.addCard.path}?next=${PAGES.membership.path}`}
            >
              {t('membership.addCard')}
            </Button>
          )}
          {m?.status === 'ACTIVE' ? (
            <Button variant="outlined" color="error" component={RouterLink} to={PAGES.cancelMembership.path}>
              {t('membership.cancel')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={PAGES.manageCard.path}>
            {t('membership.page.manageCards')}
          </Button>
        </Stack>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {t('membership.page.noAutoRenew')}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={m ? t('membership.page.confirmRenew') : t('membership.page.confirmJoin')}
        confirmLabel={t('membership.pay', { price })}
        cancelLabel={t('membership.page.notNow')}
        pending={paying.isPending}
        onConfirm={onPay}
        onClose={() => setConfirming(false)}
      >
        {payCard ? t('membership.page.charge', { price, card: cardLabel(payCard) }) : null}
      </ConfirmDialog>
    </Stack>
  );
};
