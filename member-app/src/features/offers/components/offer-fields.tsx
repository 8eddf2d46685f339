import type { TOffer } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { openStreetMapUrl, placeLabel } from '../../../lib/offers/format.ts';
import { inlineTouchTargetLink } from '../../../lib/touch-target.ts';
import { categoryLabel } from '../lib/labels.ts';
import { detailRowsIn } from '../lib/offer-text.ts';

export const Section = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Paper>
);

export const FieldRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ py: 0.5 }} component="div">
    <Typography color="text.secondary" sx={{ minWidth: { xs: 110, sm: 150 } }} component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Stack>
);

/** The description and the category-specific details of an offer. */
export const OfferDescription = ({
  offer,
}: {
  offer: Pick<TOffer, 'description' | 'category' | 'details' | 'videoUrl'>;
}) => {
  const t = useT();
  const rows = detailRowsIn(t, offer.category, offer.details);
  return (
    <Stack spacing={2}>
      <Section title={t('offers.fields.description')}>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {offer.description?.trim() || t('offers.fields.noDescription')}
        </Typography>
        {offer.videoUrl ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={offer.videoUrl} target="_blank" rel="noopener noreferrer">
              {t('offers.fields.video')}
            </Link>
          </Typography>
        ) : null}
      </Section>
      {rows.length > 0 ? (
        <Section title={t('offers.fields.details', { category: categoryLabel(t, offer.category) })}>
          <Box component="dl" sx={{ m: 0 }}>
            {rows.map((r) => (
              <FieldRow key={r.key} label={r.label}>
                {r.value}
              </FieldRow>
            ))}
          </Box>
        </Section>
      ) : null}
    </Stack>
  );
};

/** Where the offer is: city/province, coordinates and an "Open in map" link (no map tiles offline). */
export const OfferLocation = ({
  city,
  province,
  latitude,
  longitude,
  distance,
}: {
  city: string | null;
  province: string | null;
  latitude: number | null;
  longitude: number | null;
  distance?: string | null;
}) => {
  const t = useT();
  const place = placeLabel(city, province);
  return (
    <Section title={t('offers.fields.location')}>
      <Box component="dl" sx={{ m: 0 }}>
        <FieldRow label={t('offers.fields.place')}>{place ?? t('offers.fields.notSet')}</FieldRow>
        {distance ? (
          <FieldRow label={t('offers.fields.distance')}>{t('offers.fields.fromYou', { distance })}</FieldRow>
        ) : null}
        {latitude !== null && longitude !== null ? (
          <FieldRow label={t('offers.fields.map')}>
            {`${latitude.toFixed(4)}, ${longitude.toFixed(4)} · `}
            <Link
              href={openStreetMapUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
              sx={inlineTouchTargetLink}
            >
              {t('offers.fields.openMap')}
            </Link>
          </FieldRow>
        ) : null}
      </Box>
    </Section>
  );
};
