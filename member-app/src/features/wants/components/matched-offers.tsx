import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error.tsx';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { offerHref, searchResultToCard } from '../../../lib/offers/card-data.ts';
import { type MatchesOf, useMatches } from '../api/get-matches.ts';

const GRID_SIZE = { xs: 6, sm: 4, md: 3 } as const;

/**
 * The offers a want or saved search matched, newest first, each linking to the offer; the ones not
 * opened before this visit are marked "New" (reading them marks them seen on the server).
 */
export const MatchedOffers = ({ of, title, empty }: { of: MatchesOf; title: string; empty: string }) => {
  const t = useT();
  const query = useMatches(of);
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="matched-offers-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="matched-offers-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {query.isPending ? (
        <Grid
          container
          spacing={{ xs: 1.5, sm: 2 }}
          aria-busy="true"
          aria-label={t('wants.want.matchesLoading')}
        >
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={GRID_SIZE}>
              <Skeleton variant="rounded" height={240} />
            </Grid>
          ))}
        </Grid>
      ) : query.isError && items.length === 0 ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={{ xs: 1.5, sm: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((m) => (
              <Grid key={m.offer.id} size={GRID_SIZE} component="li" sx={{ position: 'relative' }}>
                <OfferCard offer={searchResultToCard(m.offer)} to={offerHref(m.offer.id)} />
                {m.isNew ? (
                  <Box sx={{ position: 'absolute', top: 8, left: 8, pointerEvents: 'none' }}>
                    <Chip
                      size="small"
                      color="primary"
                      label={t('wants.want.new')}
                      aria-label={t('wants.want.newLabel')}
                    />
                  </Box>
                ) : null}
              </Grid>
            ))}
          </Grid>
          <ShowMoreButton {...nextPageOf(query)} />
        </Stack>
      )}
    </Paper>
  );
};
