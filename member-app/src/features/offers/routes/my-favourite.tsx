import type { TFavouriteItem } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { CoverImage } from '../../../components/offers/cover-image.tsx';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { favouriteToCard, offerHref } from '../../../lib/offers/card-data.ts';
import { useToggleFavourite } from '../../../lib/offers/toggle-favourite.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { OfferGrid } from '../components/offer-grid.tsx';
import { categoryLabel } from '../lib/labels.ts';

/** A favourite whose offer is no longer listed: greyed, labelled, and removable (never a broken card). */
const UnavailableCard = ({ item }: { item: TFavouriteItem }) => {
  const t = useT();
  const toggle = useToggleFavourite();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={t('offers.favourites.goneLabel', { title: item.title })}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ opacity: 0.45, filter: 'grayscale(1)' }}>
        <CoverImage src={item.coverThumbUrl} category={item.category} alt={item.title} />
      </Box>
      <CardContent sx={{ flexGrow: 1, p: 1.5 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, color: 'text.secondary', wordBreak: 'break-word' }}
        >
          {item.title}
        </Typography>
        <Chip label={t('offers.favourites.gone')} size="small" sx={{ my: 0.75 }} />
        <Typography variant="body2" color="text.secondary">
          {categoryLabel(t, item.category)}
        </Typography>
      </CardContent>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <Button
          variant="outlined"
          fullWidth
          loading={toggle.isPending}
          aria-label={t('offers.favourites.removeLabel', { title: item.title })}
          onClick={() => toggle.mutate({ offerId: item.id, favourited: false })}
        >
          {t('offers.favourites.remove')}
        </Button>
      </Box>
    </Card>
  );
};

/** /my-favourite: the member's favourites, newest first; hearts remove them. */
export const MyFavouriteRoute = () => {
  const t = useT();
  const query = useFavourites();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Box>
      <PageHeader title={t('offers.favourites.title')} subtitle={t('offers.favourites.subtitle')} />
      <OfferGrid
        label={t('offers.favourites.list')}
        items={items}
        getKey={(f) => f.id}
        renderItem={(f) =>
          f.available ? (
            <OfferCard offer={{ ...favouriteToCard(f), favourited: true }} to={offerHref(f.id)} />
          ) : (
            <UnavailableCard item={f} />
          )
        }
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <>
            <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
              {t('offers.favourites.empty')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('offers.favourites.emptyHint')}</Typography>
            <Button component={RouterLink} to={PAGES.offers.path} variant="contained">
              {t('offers.browse')}
            </Button>
          </>
        }
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        {...(query.data?.pages[0] ? { total: query.data.pages[0].meta.total } : {})}
      />
    </Box>
  );
};
