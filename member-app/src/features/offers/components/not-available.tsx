import { PAGES } from '@barterbits/contracts';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** Shown for an offer that is gone, unlisted or not ours to see. */
export const OfferNotAvailable = ({
  backTo = PAGES.offers.path,
  backLabel,
}: {
  backTo?: string;
  backLabel?: string;
}) => {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }} role="status">
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('offers.unavailable.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t('offers.unavailable.text')}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel ?? t('offers.browse')}
      </Button>
    </Stack>
  );
};
