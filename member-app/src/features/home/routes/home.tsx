import { PAGES } from '@barterbits/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SearchBox } from '../../../components/offers/search-box.tsx';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { useHomePage } from '../api/get-home-page.ts';
import { FEED_GAP, feedColumns, isWideFeed } from '../components/feed-layout.ts';
import { FeedSection } from '../components/feed-section.tsx';
import { useElementWidth } from '../components/use-element-width.ts';
import { WelcomeHeading } from '../components/welcome-heading.tsx';

/** / for a signed-in member: a search box and the feed of offers near them. */
export const HomeRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const feed = useDeferredQuery(useHomePage());
  const name = user?.firstName?.trim() || user?.userName || '';
  const sections = feed.data?.sections ?? [];
  const empty = feed.isSuccess && sections.every((s) => s.data.length === 0);
  const root = useRef<HTMLDivElement>(null);
  const columns = feedColumns(useElementWidth(root));
  const wide = isWideFeed(columns);
  const rows = sections
    .filter((s) => s.data.length > 0)
    .map((s) => <FeedSection key={s.key} section={s} columns={wide ? columns : null} />);

  return (
    <Box ref={root} sx={{ py: { xs: 3, sm: 4 } }}>
      <WelcomeHeading name={name} />
      <Box sx={{ mb: 3, maxWidth: 720 }}>
        <SearchBox
          value=""
          onSearch={(q) =>
            navigate(q ? `${PAGES.searchProduct.path}?q=${encodeURIComponent(q)}` : PAGES.searchProduct.path)
          }
        />
      </Box>
      {feed.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('home.loading')}>
          {[0, 1].map((i) => (
            <Box key={i}>
              <Skeleton width={200} height={32} />
              <Stack direction="row" spacing={2}>
                {[0, 1, 2].map((j) => (
                  <Skeleton key={j} variant="rounded" width={240} height={240} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : feed.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
              {t('home.retry')}
            </Button>
          }
        >
          {feed.error.message}
        </Alert>
      ) : empty ? (
        <Stack spacing={2} sx={{ py: 4, alignItems: 'flex-start' }} role="status">
          <Typography variant="h6" component="p">
            {t('home.empty.title')}
          </Typography>
          <Typography color="text.secondary">{t('home.empty.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={PAGES.createOffer.path}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('home.empty.createOffer')}
            </Button>
            <Button
              component={RouterLink}
              to={`${PAGES.searchProduct.path}?radius=anywhere`}
              variant="outlined"
            >
              {t('home.empty.searchEverywhere')}
            </Button>
          </Stack>
        </Stack>
      ) : wide ? (
        // Rows side by side where they fit (see feed-layout.ts); the order stays the reading order.
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: `${FEED_GAP}px`,
            rowGap: 0,
          }}
        >
          {rows}
        </Box>
      ) : (
        rows
      )}
    </Box>
  );
};
