import type { TMatchedOffer } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { CoverImage } from '../../../components/offers/cover-image.tsx';
import { PlaceLine } from '../../../components/place-line.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { offerHref } from '../../../lib/offers/card-data.ts';
import { priceLabel } from '../../../lib/offers/format.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { type MatchesOf, useMatches } from '../api/get-matches.ts';

/**
 * A matched offer as a row: cover, title linking to the offer, price, category and seller, place and
 * distance, and "New" when the member had not seen it. (A row rather than the shared offer card: the
 * card's favourite heart would bring its code into the first pages' common chunk, see vite.config.ts.)
 */
const MatchRow = ({ match: { offer: o, isNew } }: { match: TMatchedOffer }) => {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={o.title}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
        <CoverImage src={o.coverThumbUrl} category={o.category} alt="" size={72} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={offerHref(o.id)} underline="hover" sx={touchTargetLink}>
              {o.title}
            </Link>
          </Typography>
          {isNew ? (
            <Chip
              size="small"
              color="primary"
              label={t('wants.want.new')}
              aria-label={t('wants.want.newLabel')}
            />
          ) : null}
        </Stack>
        <Typography color="primary" sx={{ fontWeight: 700 }}>
          {priceLabel(o.priceCents, o.priceType)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[categoryLabel(o.category), o.seller.displayName].join(' · ')}
        </Typography>
        <PlaceLine city={o.city} province={o.province} distanceKm={o.distanceKm} />
      </Box>
    </Paper>
  );
};

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
        <Stack spacing={1.5} aria-busy="true" aria-label={t('wants.want.matchesLoading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : query.isError && items.length === 0 ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {items.map((m) => (
            <MatchRow key={m.offer.id} match={m} />
          ))}
          <ShowMoreButton {...nextPageOf(query)} />
        </Stack>
      )}
    </Paper>
  );
};
