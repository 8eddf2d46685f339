import { PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSavedSearches } from '../api/saved-searches.ts';
import { MatchedOffers } from '../components/matched-offers.tsx';
import { searchHref } from '../components/saved-search-item.tsx';
import { WantNotAvailable } from '../components/want-not-available.tsx';
import { ALERT_SHORT } from '../lib/want-text.ts';

/** /saved-searches/:id: a saved search's name and alert, and the offers it found since it was saved. */
export const SavedSearchRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const searches = useSavedSearches();
  if (searches.isPending) return <PageLoader />;
  if (searches.isError)
    return (
      <Box sx={{ py: 3 }}>
        <LoadError message={searches.error.message} onRetry={() => void searches.refetch()} />
      </Box>
    );
  const search = searches.data.find((s) => s.id === id);
  if (!search) return <WantNotAvailable search />;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={PAGES.wants.path} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('wants.title')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, wordBreak: 'break-word', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {search.name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip size="small" variant="outlined" label={t(ALERT_SHORT[search.alert])} />
            <Typography variant="body2" color="text.secondary">
              {search.radiusKm === null
                ? t('wants.searches.anywhere')
                : t('wants.within', { km: search.radiusKm })}
            </Typography>
          </Stack>
        </Box>
        <Button component={RouterLink} to={searchHref(search)} variant="outlined">
          {t('wants.searches.open')}
        </Button>
      </Stack>
      <MatchedOffers
        of={{ search: search.id }}
        title={t('wants.search.matchesTitle')}
        empty={t('wants.search.noMatches')}
      />
    </Box>
  );
};
