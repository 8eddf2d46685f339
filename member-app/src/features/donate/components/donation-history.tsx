import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { useMyDonations } from '../api/get-my-donations.ts';

/** "Your donations": the member's donations, newest first, a page at a time. */
export const DonationHistory = () => {
  const t = useT();
  const history = useMyDonations();
  const donations = history.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="donation-history-title">
      <Typography id="donation-history-title" variant="h6" component="h2">
        {t('donate.history.title')}
      </Typography>
      {history.isPending ? (
        <CircularProgress size={28} aria-label={t('donate.history.loading')} />
      ) : history.isError ? (
        <LoadError message={history.error.message} onRetry={() => void history.refetch()} />
      ) : donations.length === 0 ? (
        <Typography color="text.secondary">{t('donate.history.none')}</Typography>
      ) : (
        <>
          <Paper variant="outlined">
            <List aria-label={t('donate.history.title')} disablePadding>
              {donations.map((d, i) => (
                <ListItem key={d.id} divider={i < donations.length - 1} data-testid="donation-row">
                  <ListItemText
                    primary={
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {formatBits(d.amountCents)}
                      </Typography>
                    }
                    secondary={
                      <>
                        {formatDateTime(d.createdAt)} · {d.reference}
                        {d.message ? (
                          <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                            “{d.message}”
                          </Typography>
                        ) : null}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
          <ShowMoreButton {...nextPageOf(history)} place="start">
            {t('donate.history.more')}
          </ShowMoreButton>
        </>
      )}
    </Stack>
  );
};
