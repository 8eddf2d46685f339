import type { TMembershipPaymentResponse } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cardLabel, formatDate, formatMoney } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMembership } from '../api/get-membership.ts';
import { MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { MembershipStatusChip, periodEndText } from '../components/membership-status.tsx';
import { useMembershipLock } from '../lib/membership-lock.ts';

const Line = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box sx={{ textAlign: 'right' }}>{value}</Box>
  </Box>
);

/**
 * /member-subscription (no title band): the membership and the receipt of the payment just made; the
 * maintenance banner while membership is locked.
 */
export const MemberSubscriptionRoute = () => {
  const t = useT();
  const { state } = useLocation() as { state: { payment?: TMembershipPaymentResponse['data'] } | null };
  const current = useMembership();
  const payment = state?.payment;
  const m = current.data ?? payment?.membership;
  const lock = useMembershipLock(current.error);
  if (!m && current.isPending) return <PageLoader />;

  return (
    <OnboardingLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {payment ? t('membership.receipt.thanks') : t('membership.receipt.title')}
        </Typography>
        <MembershipLockBanner lock={lock} />
        {m ? (
          <Stack spacing={1.25} aria-label={t('membership.receipt.details')} role="region">
            <Line label={t('membership.row.plan')} value={m.plan.name} />
            <Line label={t('membership.row.status')} value={<MembershipStatusChip status={m.status} />} />
            <Line label={t('membership.row.period')} value={periodEndText(m)} />
            {payment ? (
              <>
                <Line
                  label={t('membership.row.amountPaid')}
                  value={formatMoney(payment.charge.amountCents, payment.charge.currency)}
                />
                <Line label={t('membership.row.paidOn')} value={formatDate(payment.charge.createdAt)} />
                <Line
                  label={t('membership.row.card')}
                  value={
                    payment.charge.cardBrand && payment.charge.cardLast4
                      ? cardLabel({ brand: payment.charge.cardBrand, last4: payment.charge.cardLast4 })
                      : '—'
                  }
                />
                <Line
                  label={t('membership.row.receipt')}
                  value={payment.charge.id.slice(0, 8).toUpperCase()}
                />
              </>
            ) : m.card ? (
              <Line label={t('membership.row.card')} value={cardLabel(m.card)} />
            ) : null}
          </Stack>
        ) : lock.notice ? null : (
          <Typography>{t('membership.receipt.none')}</Typography>
        )}
        <Button variant="contained" component={RouterLink} to={PAGES.membership.path}>
          {t('membership.receipt.toMembership')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
