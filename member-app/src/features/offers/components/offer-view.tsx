import type { TOfferDetails } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MessageMemberButton } from '../../../components/chat/message-member-button.tsx';
import { FavouriteButton } from '../../../components/offers/favourite-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { distanceLabel, placeLabel } from '../../../lib/offers/format.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { useOfferDetails } from '../api/get-offer-details.ts';
import { categoryLabel } from '../lib/labels.ts';
import { priceIn } from '../lib/offer-text.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { OfferNotAvailable } from './not-available.tsx';
import { OfferDescription, OfferLocation } from './offer-fields.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { SellerCard } from './seller-card.tsx';

const Body = ({ offer: o }: { offer: TOfferDetails }) => {
  const t = useT();
  const navigate = useNavigate();
  const distance = distanceLabel(o.distanceKm);
  const place = placeLabel(o.city, o.province);
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PAGES.offers.path))}
        sx={{ mb: 1 }}
      >
        {t('offers.back')}
      </Button>
      {o.isOwner ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={PAGES.myOffer.href(o.id)} color="inherit" size="small">
              {t('offers.view.manage')}
            </Button>
          }
        >
          {t('offers.view.owner')}
        </Alert>
      ) : null}
      {/*
        One column on a phone, in reading order: photos, then what it is, what it costs, who offers it and
        the main action, then the description and details, then where it is. From md up, two rows of two
        columns: photos beside that summary, the description beside the location.
      */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: {
            xs: '"photos" "summary" "details" "aside"',
            md: '"photos summary" "details aside"',
          },
        }}
      >
        <Box sx={{ gridArea: 'photos', minWidth: 0 }}>
          <PhotoGallery photos={o.photos} title={o.title} category={o.category} />
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'summary', minWidth: 0 }} data-testid="offer-summary">
          <Box>
            <Typography variant="body2" color="text.secondary">
              {categoryLabel(t, o.category)}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Typography
                variant="h4"
                component="h1"
                sx={{
                  fontWeight: 700,
                  wordBreak: 'break-word',
                  fontSize: { xs: '1.5rem', sm: '1.75rem' },
                }}
              >
                {o.title}
              </Typography>
              {!o.isOwner ? (
                <FavouriteButton offerId={o.id} title={o.title} favourited={o.favourited} />
              ) : null}
            </Stack>
            <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, mt: 1 }}>
              {priceIn(t, o.priceCents, o.priceType)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {[place, distance ? t('offers.view.away', { distance }) : null].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <SellerCard seller={o.seller} />
          {!o.isOwner ? (
            <MessageMemberButton
              memberId={o.seller.id}
              offerId={o.id}
              label={t('offers.view.message')}
              variant="contained"
              fullWidth
            />
          ) : null}
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'details', minWidth: 0 }}>
          <OfferDescription offer={o} />
          {o.category === 'Vacation Rentals' ? <AvailabilityCalendar offerId={o.id} /> : null}
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'aside', minWidth: 0 }}>
          <OfferLocation
            city={o.city}
            province={o.province}
            latitude={o.latitude}
            longitude={o.longitude}
            distance={distance}
          />
          {!o.isOwner ? (
            <Box>
              <Button
                component={RouterLink}
                to={`${PAGES.reportOffer.path}?offerId=${encodeURIComponent(o.id)}`}
                color="error"
                startIcon={<FlagOutlinedIcon />}
              >
                {t('offers.report')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Box>
    </Box>
  );
};

/** Another member's offer (/offers?offerId=…); an offer that is not listed shows a clear state. */
export const OfferView = ({ offerId }: { offerId: string }) => {
  const t = useT();
  const offer = useOfferDetails(offerId);
  if (offer.isPending) return <PageLoader />;
  if (offer.isError) {
    const status = errorStatus(offer.error);
    if (status === 404 || status === 400 || status === 403) return <OfferNotAvailable />;
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" onClick={() => void offer.refetch()}>
            {t('offers.tryAgain')}
          </Button>
        }
      >
        {offer.error.message}
      </Alert>
    );
  }
  // The owner may see their own paused/draft offer here; others only ever get listed ones.
  if (offer.data.status === 'DELETE' || (!offer.data.isOwner && offer.data.status !== 'ACTIVE'))
    return <OfferNotAvailable />;
  return <Body offer={offer.data} />;
};
