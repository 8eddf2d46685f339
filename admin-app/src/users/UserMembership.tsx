import {
  formatDateTime,
  formatMoney,
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
const humanize = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');

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
  return (
    <Box component="section" aria-label="Membership">
      <Typography variant="h6" component="h2" gutterBottom>
        Membership
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {isPending ? (
        <CircularProgress size={24} aria-label="Loading membership" />
      ) : error || !data ? (
        <Alert severity="error">
          {error instanceof Error ? error.message : 'The membership could not be loaded.'}
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
            <Field label="Status">
              {m ? (
                <Chip size="small" label={humanize(m.status)} color={STATUS_COLORS[m.status]} />
              ) : (
                <Typography>No membership ({humanize(data.userSubscription)} on the account)</Typography>
              )}
            </Field>
            <Field label="Plan">
              <Typography>
                {m ? `${m.plan.name} · ${money(m.priceCents, m.currency)} / ${m.plan.interval}` : '—'}
              </Typography>
            </Field>
            <Field label="Period end">
              <Typography>
                {m ? `${date(m.currentPeriodEnd)}${m.hasAccess ? '' : ' (no access)'}` : '—'}
              </Typography>
            </Field>
            <Field label="Card">
              <Typography>
                {m?.card
                  ? `${brandLabel(m.card.brand, m.card.last4)}${m.card.removed ? ' (removed)' : ''}`
                  : '—'}
              </Typography>
            </Field>
            <Field label="Started">
              <Typography>{date(m?.startedAt)}</Typography>
            </Field>
            {m?.cancelledAt ? (
              <Field label="Cancelled">
                <Typography>
                  {date(m.cancelledAt)}
                  {m.cancelReason ? ` — “${m.cancelReason}”` : ''}
                </Typography>
              </Field>
            ) : null}
            <Field label="Total paid">
              <Typography>{money(data.summary.totalPaidCents)}</Typography>
            </Field>
            <Field label="Charges">
              <Typography>
                {data.summary.succeededCount} succeeded, {data.summary.failedCount} failed
              </Typography>
            </Field>
            <Field label="Saved cards">
              <Typography>
                {data.cards.length
                  ? data.cards
                      .map((c) => `${brandLabel(c.brand, c.last4)}${c.isDefault ? ' (default)' : ''}`)
                      .join(', ')
                  : '—'}
              </Typography>
            </Field>
          </Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Recent charges
          </Typography>
          {data.charges.length === 0 ? (
            <Typography color="text.secondary">No charges yet.</Typography>
          ) : (
            <Table size="small" aria-label="Recent charges">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Purpose</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Card</TableCell>
                  <TableCell>Failure</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.charges.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{date(c.createdAt)}</TableCell>
                    <TableCell>{humanize(c.purpose)}</TableCell>
                    <TableCell align="right">{money(c.amountCents, c.currency)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={humanize(c.status)} color={CHARGE_COLORS[c.status]} />
                    </TableCell>
                    <TableCell>{brandLabel(c.cardBrand, c.cardLast4)}</TableCell>
                    <TableCell>{c.failureCode ? humanize(c.failureCode) : ''}</TableCell>
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
