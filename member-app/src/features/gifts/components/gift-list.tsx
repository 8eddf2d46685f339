import type { TGift } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { GiftStatusChip } from './gift-status-chip.tsx';

/** Gifts as rows: who, when, amount and status; each links to `hrefOf(gift)`, with an optional action. */
export const GiftList = ({
  gifts,
  hrefOf,
  action,
  label,
}: {
  gifts: TGift[];
  hrefOf: (gift: TGift) => string;
  action?: (gift: TGift) => ReactNode;
  label: string;
}) => {
  const t = useT();
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {gifts.map((g, i) => {
          const who =
            g.direction === 'SENT' ? (g.recipient?.displayName ?? g.recipientEmail) : g.sender.displayName;
          const actionNode = action?.(g);
          return (
            <ListItem key={g.id} divider={i < gifts.length - 1} disablePadding data-testid="gift-row">
              {/* The action sits beside the link, in the flow: on a phone the text wraps before it and is
                never covered (an absolutely placed secondary action overlapped the date). */}
              <ListItemButton component={RouterLink} to={hrefOf(g)} sx={{ minWidth: 0 }}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {formatBits(g.amountCents)}
                      </Typography>
                      <GiftStatusChip status={g.status} />
                    </Stack>
                  }
                  secondary={
                    g.direction === 'SENT'
                      ? t('gifts.list.to', { who, date: formatDateTime(g.createdAt) })
                      : t('gifts.list.from', { who, date: formatDateTime(g.createdAt) })
                  }
                />
              </ListItemButton>
              {actionNode ? (
                <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, pr: 2, pl: 1 }}>
                  {actionNode}
                </Box>
              ) : null}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
};
