import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n.ts';
import { distanceLabel, placeLabel } from '../lib/offers/format.ts';

/**
 * Where a want or a matched offer is, as their cards say it: a pin, then "Toronto, ON · 3.5 km away" (either
 * part alone when the other is unknown); nothing when neither is. (The offer card of the first pages keeps
 * its own line, so their shared script carries nothing more.)
 */
export const PlaceLine = ({
  city,
  province,
  distanceKm,
}: {
  city: string | null | undefined;
  province: string | null | undefined;
  distanceKm: number | null | undefined;
}) => {
  const t = useT();
  const place = placeLabel(city, province);
  const distance = distanceLabel(distanceKm);
  if (!place && !distance) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2">
        {[place, distance ? t('app.offers.away', { distance }) : null].filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
};
