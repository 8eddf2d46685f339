import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** A want (or saved search) that is gone, not the member's, or never was: a clear state and a way on. */
export const WantNotAvailable = ({ search = false }: { search?: boolean }) => {
  const t = useT();
  return (
    <Box sx={{ py: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {search ? t('wants.search.notAvailable') : t('wants.want.notAvailable')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {search ? t('wants.search.notAvailableText') : t('wants.want.notAvailableText')}
      </Typography>
      <Button component={RouterLink} to={search ? PAGES.wants.path : PAGES.wanted.path} variant="contained">
        {search ? t('wants.title') : t('wants.want.seeWanted')}
      </Button>
    </Box>
  );
};
