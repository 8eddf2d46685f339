import { PAGES, WANT_STATUSES, type WantStatus } from '@barterbits/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMyWants } from '../api/get-my-wants.ts';
import { useSavedSearches } from '../api/saved-searches.ts';
import { EmptyWants } from '../components/empty-wants.tsx';
import { SaveSearchDialog } from '../components/save-search-dialog.tsx';
import { SavedSearchItem } from '../components/saved-search-item.tsx';
import { WantItem } from '../components/want-item.tsx';
import { searchQueryOf, searchToSave } from '../lib/save-search.ts';
import { STATUS_LABEL } from '../lib/want-text.ts';

const toStatus = (v: string | null): WantStatus | '' =>
  (WANT_STATUSES as readonly string[]).includes(v ?? '') ? (v as WantStatus) : '';

const ListSkeleton = ({ label }: { label: string }) => (
  <Stack spacing={1.5} role="status" aria-busy="true" aria-label={label}>
    {[0, 1].map((i) => (
      <Skeleton key={i} variant="rounded" height={120} />
    ))}
  </Stack>
);

/** The own wants, by status, each with its matches and actions. */
const MyWantsSection = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = toStatus(params.get('status'));
  const query = useMyWants(status);
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Box component="section" aria-labelledby="my-wants-heading">
      <Typography id="my-wants-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('wants.list')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_e, value: string) => setParams(value ? { status: value } : {}, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('wants.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="" label={t('wants.tab.all')} />
        {WANT_STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(STATUS_LABEL[s])} />
        ))}
      </Tabs>
      {query.isPending ? (
        <ListSkeleton label={t('wants.loading')} />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        status ? (
          <Typography>{t('wants.empty.filtered')}</Typography>
        ) : (
          <EmptyWants />
        )
      ) : (
        <Stack spacing={1.5}>
          {items.map((w) => (
            <WantItem key={w.id} want={w} />
          ))}
          <ShowMoreButton {...nextPageOf(query)} />
        </Stack>
      )}
    </Box>
  );
};

/** The saved searches, each with its matches; or how to save one. */
const SavedSearchesSection = () => {
  const t = useT();
  const query = useSavedSearches();
  return (
    <Box component="section" aria-labelledby="saved-searches-heading" sx={{ mt: 4 }}>
      <Typography id="saved-searches-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('wants.searches.title')}
      </Typography>
      {query.isPending ? (
        <ListSkeleton label={t('wants.searches.loading')} />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('wants.searches.empty')}
          </Typography>
          <Button component={RouterLink} to={PAGES.searchProduct.path} variant="outlined">
            {t('wants.searches.goSearch')}
          </Button>
        </Paper>
      ) : (
        <Stack spacing={1.5}>
          {query.data.map((s) => (
            <SavedSearchItem key={s.id} search={s} />
          ))}
        </Stack>
      )}
    </Box>
  );
};

/**
 * /wants: the member's wants (by status, with matches and actions) and saved searches. Opened from the
 * search page's "Save search" (`?save=1&q=…`), it first asks the name and alert of the search to save; leaving
 * the dialog without saving goes back to the search.
 */
export const MyWantsRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toSave = searchToSave(params);
  const [saved, setSaved] = useState(false);
  return (
    <Box sx={{ pb: 4 }}>
      {toSave ? (
        <SaveSearchDialog
          criteria={toSave}
          // Back to the search it came from; opened on its own (a new tab, a bookmark), to the search page.
          onClose={() =>
            location.key === 'default'
              ? navigate(`${PAGES.searchProduct.path}?${searchQueryOf(toSave)}`, { replace: true })
              : navigate(-1)
          }
          onSaved={() => {
            setSaved(true);
            navigate(PAGES.wants.path, { replace: true });
          }}
        />
      ) : null}
      {saved ? (
        <Alert severity="success" role="status" onClose={() => setSaved(false)} sx={{ mb: 2 }}>
          {t('saved-search.done')}
        </Alert>
      ) : null}
      <PageHeader
        title={t('wants.title')}
        subtitle={t('wants.lead')}
        action={
          <Button
            component={RouterLink}
            to={PAGES.createWant.path}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('wants.post')}
          </Button>
        }
      />
      <Button component={RouterLink} to={PAGES.wanted.path} variant="outlined" sx={{ mb: 3 }}>
        {t('wants.seeWanted')}
      </Button>
      <MyWantsSection />
      <SavedSearchesSection />
    </Box>
  );
};
