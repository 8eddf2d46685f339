import {
  formatDateTime,
  formatMoney,
  type SubscriptionState,
  type TCardCharge,
  type TMembershipDetailsResponse,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { ChargeRefund } from './ChargeRefund.tsx';
import { chargeFailureLabel, chargePurposeLabel } from './chargeLabels.ts';
import { MEMBERSHIPS_RESOURCE } from './membershipsDataProvider.ts';

type Details = TMembershipDetailsResponse['data'] & { id: string };

/** Cents as dollars: "$9.99 CAD" (the shared format). */
export const money = (cents: number, currency = 'CAD') => formatMoney(cents, currency);
const date = (iso: string | null | undefined) => formatDateTime(iso) || '—';
const brandLabel = (brand: string | null, last4: string | null) =>
  brand && last4 ? `${brand === 'Amex' ? 'American Express' : brand} •••• ${last4}` : '—';

const STATUS_COLORS = { ACTIVE: 'success', CANCELLED: 'warning', EXPIRED: 'default' } as const;
const CHARGE_COLORS: Record<TCardCharge['status'], 'success' | 'error' | 'default' | 'info'> = {
  SUCCEEDED: 'success',
  FAILED: 'error',
  PENDING: 'info',
  REFUNDED: 'default',
};

/** A membership's state and a charge's status, in the console's language. */
export const MEMBERSHIP_STATE_KEYS = {
  ACTIVE: 'console.users.membership.state.ACTIVE',
  CANCELLED: 'console.users.membership.state.CANCELLED',
  EXPIRED: 'console.users.membership.state.EXPIRED',
} as const satisfies Record<SubscriptionState, ConsoleKey>;
const CHARGE_STATUS_KEYS = {
  SUCCEEDED: 'console.users.membership.chargeStatus.SUCCEEDED',
  FAILED: 'console.users.membership.chargeStatus.FAILED',
  PENDING: 'console.users.membership.chargeStatus.PENDING',
  REFUNDED: 'console.users.membership.chargeStatus.REFUNDED',
} as const satisfies Record<TCardCharge['status'], ConsoleKey>;

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Box>{children}</Box>
  </Box>
);

/** The Membership section of the user page: membership, payment summary and recent charges. */
export const UserMembership = ({ userId }: { userId: string }) => {
  const { data, isPending, error } = useGetOne<Details>(MEMBERSHIPS_RESOURCE, { id: userId });
  const m = data?.membership;
  const t = useT();
  return (
    <Box component="section" aria-label={t('console.users.membership.title')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('console.users.membership.title')}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {isPending ? (
        <CircularProgress size={24} aria-label={t('console.users.membership.loading')} />
      ) : error || !data ? (
        <Alert severity="error">
          {error instanceof Error ? error.message : t('console.users.membership.failed')}
        </Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              mb: 3,
            }}
          >
            <Field label={t('console.users.membership.status')}>
              {m ? (
                <Chip
                  size="small"
                  label={t(MEMBERSHIP_STATE_KEYS[m.status])}
                  color={STATUS_COLORS[m.status]}
                />
              ) : (
                <Typography>
                  {t('console.users.membership.none', {
                    subscription: t(MEMBERSHIP_STATE_KEYS[data.userSubscription]),
                  })}
                </Typography>
              )}
            </Field>
            <Field label={t('console.users.membership.plan')}>
              <Typography>
                {m ? `${m.plan.name} · ${money(m.priceCents, m.currency)} / ${m.plan.interval}` : '—'}
              </Typography>
            </Field>
            <Field label={t('console.users.membership.periodEnd')}>
              <Typography>
                {m
                  ? `${date(m.currentPeriodEnd)}${m.hasAccess ? '' : t('console.users.membership.noAccess')}`
                  : '—'}
              </Typography>
            </Field>
            <Field label={t('console.users.membership.card')}>
              <Typography>
                {m?.card
                  ? `${brandLabel(m.card.brand, m.card.last4)}${m.card.removed ? t('console.users.membership.removed') : ''}`
                  : '—'}
              </Typography>
            </Field>
            <Field label={t('console.users.membership.started')}>
              <Typography>{date(m?.startedAt)}</Typography>
            </Field>
            {m?.cancelledAt ? (
              <Field label={t('console.users.membership.cancelled')}>
                <Typography>
                  {date(m.cancelledAt)}
                  {m.cancelReason ? ` — “${m.cancelReason}”` : ''}
                </Typography>
              </Field>
            ) : null}
            <Field label={t('console.users.membership.totalPaid')}>
              <Typography>{money(data.summary.totalPaidCents)}</Typography>
            </Field>
            <Field label={t('console.users.membership.charges')}>
              <Typography>
                {t('console.users.membership.chargeCounts', {
                  succeeded: data.summary.succeededCount,
                  failed: data.summary.failedCount,
                })}
              </Typography>
            </Field>
            <Field label={t('console.users.membership.savedCards')}>
              <Typography>
                {data.cards.length
                  ? data.cards
                      .map(
                        (c) =>
                          `${brandLabel(c.brand, c.last4)}${c.isDefault ? t('console.users.membership.default') : ''}`,
                      )
                      .join(', ')
                  : '—'}
              </Typography>
            </Field>
          </Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('console.users.membership.recentCharges')}
          </Typography>
          {data.charges.length === 0 ? (
            <Typography color="text.secondary">{t('console.users.membership.noCharges')}</Typography>
          ) : (
            <Table size="small" aria-label={t('console.users.membership.recentCharges')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('console.users.membership.date')}</TableCell>
                  <TableCell>{t('console.users.membership.purpose')}</TableCell>
                  <TableCell align="right">{t('console.users.membership.amount')}</TableCell>
                  <TableCell>{t('console.users.membership.status')}</TableCell>
                  <TableCell>{t('console.users.membership.card')}</TableCell>
                  <TableCell>{t('console.users.membership.failure')}</TableCell>
                  <TableCell>{t('console.users.membership.reference')}</TableCell>
                  <TableCell>{t('console.users.membership.refund.column')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.charges.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{date(c.createdAt)}</TableCell>
                    <TableCell>{chargePurposeLabel(c.purpose, t)}</TableCell>
                    <TableCell align="right">{money(c.amountCents, c.currency)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(CHARGE_STATUS_KEYS[c.status])}
                        color={CHARGE_COLORS[c.status]}
                      />
                    </TableCell>
                    <TableCell>{brandLabel(c.cardBrand, c.cardLast4)}</TableCell>
                    <TableCell>{chargeFailureLabel(c.failureCode, t)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {c.processorRef ?? '—'}
                    </TableCell>
                    <TableCell>
                      <ChargeRefund charge={c} amount={money(c.amountCents, c.currency)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Box>
  );
};
