import type { TWalletTransaction } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatGroupedBits } from '../../../lib/money.ts';

/** Movements with their label ("Load BITS", "Sale" …), counterparty, date and signed amount. */
export const TransactionList = ({
  transactions,
  empty = 'No transactions yet.',
}: {
  transactions: TWalletTransaction[];
  empty?: string;
}) =>
  transactions.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {empty}
    </Typography>
  ) : (
    <List aria-label="Transactions" disablePadding>
      {transactions.map((t) => (
        <ListItem key={t.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={PAGES.transaction.href(t.id)}>
            <ListItemText
              primary={t.label}
              secondary={[
                // The other member; else what the movement was for (a donation, an adjustment's reason).
                t.counterparty?.name ?? t.memo,
                formatDateTime(t.createdAt),
                t.status !== 'SUCCESSFUL' ? t.status : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Typography
              sx={{
                fontWeight: 700,
                color: t.amountCents >= 0 ? 'success.main' : 'text.primary',
                whiteSpace: 'nowrap',
              }}
            >
              {formatGroupedBits(t.amountCents, true)}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

/**
 * The room of `rows` transactions while they load: the same list rows (two lines each), so that the rows
 * arriving do not push what is below them down the page.
 */
export const TransactionListPlaceholder = ({ rows }: { rows: number }) => (
  <List aria-hidden="true" disablePadding>
    {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
      <ListItem key={key} divider sx={{ py: 1 }}>
        <ListItemText primary={<Skeleton width="45%" />} secondary={<Skeleton width="75%" />} />
      </ListItem>
    ))}
  </List>
);
