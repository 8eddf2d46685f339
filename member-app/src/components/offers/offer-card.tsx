import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import type { OfferCardData } from '../../lib/offers/card-data.ts';
import { distanceLabel, placeLabel, priceLabel } from '../../lib/offers/format.ts';
import { categoryLabel } from '../../lib/offers/labels.ts';
import { CoverImage } from './cover-image.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { StatusChip } from './status-chip.tsx';

/** An offer in a list: cover, title, price, place and distance, and the favourite heart. */
export const OfferCard = ({ offer, to }: { offer: OfferCardData; to: string }) => {
  const t = useT();
  const place = placeLabel(offer.city, offer.province);
  const distance = distanceLabel(offer.distanceKm);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={offer.title}
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CoverImage src={offer.coverThumbUrl} category={offer.category} alt={offer.title} />
        <CardContent sx={{ flexGrow: 1, p: { xs: 1, sm: 1.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              fontSize: { xs: '0.95rem', sm: '1rem' },
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {offer.title}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700, mt: 0.5 }}>
            {priceLabel(offer.priceCents, offer.priceType)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {categoryLabel(offer.category)}
            {offer.sellerName ? ` · ${offer.sellerName}` : ''}
          </Typography>
          {place || distance ? (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}
            >
              <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="body2" noWrap>
                {[place, distance ? t('app.offers.away', { distance }) : null].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          ) : null}
        </CardContent>
      </CardActionArea>
      {offer.status ? (
        <Box sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', borderRadius: 4 }}>
          <StatusChip status={offer.status} />
        </Box>
      ) : null}
      {offer.favourited !== undefined && offer.favourited !== null ? (
        <Box sx={{ position: 'absolute', top: 6, right: 6 }}>
          <FavouriteButton offerId={offer.id} title={offer.title} favourited={offer.favourited} />
        </Box>
      ) : null}
    </Card>
  );
};
