import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** Loading, error, empty and "Load more" around a grid of cards. */
export const OfferGrid = <T,>({
  items,
  renderItem,
  getKey,
  isPending,
  error,
  onRetry,
  empty,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  total,
}: {
  items: T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string;
  isPending: boolean;
  error: Error | null;
  onRetry?: () => void;
  empty: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Accessible name of the list. */
  label: string;
  total?: number;
}) => {
  const t = useT();
  if (isPending) {
    return (
      <Grid
        container
        spacing={{ xs: 1.5, sm: 2 }}
        aria-busy="true"
        aria-label={t('offers.grid.loading', { label })}
      >
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 4, lg: 3 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (error && items.length === 0) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('offers.tryAgain')}
            </Button>
          ) : undefined
        }
      >
        {error.message}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
        {empty}
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ position: 'relative' }}>
      {/* The cards' titles are h3: the list gets its h2, for screen readers (headings in order). */}
      <Typography component="h2" sx={visuallyHidden}>
        {label}
      </Typography>
      {total !== undefined ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('offers.grid.count', { count: total })}
        </Typography>
      ) : null}
      <Grid
        container
        spacing={{ xs: 1.5, sm: 2 }}
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => (
          <Grid key={getKey(item)} size={{ xs: 6, md: 4, lg: 3 }} component="li">
            {renderItem(item)}
          </Grid>
        ))}
      </Grid>
      {error ? (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {onLoadMore ? (
        <ShowMoreButton hasMore={hasMore} loading={loadingMore} onMore={onLoadMore}>
          {t('offers.grid.loadMore')}
        </ShowMoreButton>
      ) : null}
    </Stack>
  );
};
