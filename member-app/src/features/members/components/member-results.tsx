import type { TFindMembersResponse, TMemberCard } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { MemberCard } from './member-card.tsx';

const GRID_SIZE = { xs: 12, sm: 6, lg: 4, xl: 3 } as const;

/** Cards shaped like the member cards while the first page loads. */
export const MemberCardSkeletons = ({ label }: { label: string }) => {
  const t = useT();
  return (
    <Grid
      container
      spacing={2}
      aria-busy="true"
      aria-label={t('members.results.loading', { label })}
      role="status"
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Grid key={i} size={GRID_SIZE}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={56} height={56} />
              <Skeleton variant="text" width="50%" height={28} />
            </Stack>
            <Skeleton variant="text" width="60%" sx={{ mt: 1.5 }} />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Grid>
      ))}
    </Grid>
  );
};

/** Loading, error, empty, the cards, and "Load more" of a paged member search. */
export const MemberResults = ({
  query,
  label,
  empty,
  summary,
}: {
  query: UseInfiniteQueryResult<InfiniteData<TFindMembersResponse>, Error>;
  /** Accessible name of the list. */
  label: string;
  empty: ReactNode;
  /** "12 members within 20 km", above the cards. */
  summary: ReactNode;
}) => {
  const t = useT();
  // Pages are fetched by offset over a stable order; a member who moved between pages is shown once.
  const seen = new Set<string>();
  const items: TMemberCard[] = (query.data?.pages.flatMap((p) => p.data) ?? []).filter((m) => {
    if (seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (query.isPending) return <MemberCardSkeletons label={label} />;
  if (query.error && items.length === 0) {
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
        {empty}
      </Box>
    );
  }
  return (
    // While another page or filter loads, the list stays readable (no dimming: text keeps its contrast).
    <Stack spacing={2} aria-busy={query.isPlaceholderData} sx={{ position: 'relative' }}>
      {query.isPlaceholderData ? (
        <LinearProgress
          aria-label={t('members.results.loadingMembers')}
          sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
        />
      ) : null}
      {/* The cards' names are h3: the list gets its h2, for screen readers (headings in order). */}
      <Typography component="h2" sx={visuallyHidden}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {summary}
      </Typography>
      <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((m) => (
          <Grid key={m.id} size={GRID_SIZE} component="li">
            <MemberCard member={m} />
          </Grid>
        ))}
      </Grid>
      {query.error ? (
        <Alert severity="error" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      <ShowMoreButton {...nextPageOf(query)}>{t('members.results.more')}</ShowMoreButton>
    </Stack>
  );
};
