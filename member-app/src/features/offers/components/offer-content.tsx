import type { TOffer } from '@barterbits/contracts';
import Stack from '@mui/material/Stack';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { OfferDescription } from './offer-fields.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

/** The main column of an offer page: photos, description and details, and a rental's availability. */
export const OfferContent = ({
  offer,
}: {
  offer: Pick<TOffer, 'id' | 'title' | 'category' | 'photos' | 'description' | 'details' | 'videoUrl'>;
}) => (
  <Stack spacing={2}>
    <PhotoGallery photos={offer.photos} title={offer.title} category={offer.category} />
    <OfferDescription offer={offer} />
    {offer.category === 'Vacation Rentals' ? <AvailabilityCalendar offerId={offer.id} /> : null}
  </Stack>
);
