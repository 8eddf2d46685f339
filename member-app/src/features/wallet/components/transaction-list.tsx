import type { TWalletTransaction } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { formatDateTime, formatGroupedBits } from '../../../lib/money.ts';
import { statusLabel, typeLabel } from '../lib/wallet-text.ts';

/** Movements with their label ("Load BITS", "Sale" …), counterparty, date and signed amount. */
export const TransactionList = ({
  transactions,
  empty,
}: {
  transactions: TWalletTransaction[];
  empty?: string;
}) => {
  const t = useT();
  return transactions.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {empty ?? t('wallet.tx.none')}
    </Typography>
  ) : (
    <List aria-label={t('wallet.tx.list')} disablePadding>
      {transactions.map((tx) => (
        <ListItem key={tx.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={PAGES.transaction.href(tx.id)}>
            <ListItemText
              primary={typeLabel(tx.type, tx.label)}
              secondary={[
                // The other member; else what the movement was for (a donation, an adjustment's reason).
                tx.counterparty?.name ?? tx.memo,
                formatDateTime(tx.createdAt),
                tx.status !== 'SUCCESSFUL' ? statusLabel(tx.status) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Typography
              sx={{
                fontWeight: 700,
                color: tx.amountCents >= 0 ? 'success.main' : 'text.primary',
                whiteSpace: 'nowrap',
              }}
            >
              {formatGroupedBits(tx.amountCents, true)}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

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
