import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error.tsx';
import { WantCard } from '../../../components/wants/want-card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMemberWants } from '../api/get-member-wants.ts';

const GRID_SIZE = { xs: 12, sm: 6 } as const;

/** What the member is looking for: their active wants, each linking to it; nothing when they have none. */
export const MemberWants = ({ memberId, publicName }: { memberId: string; publicName: string }) => {
  const t = useT();
  const query = useMemberWants(memberId);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="member-wants-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="member-wants-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('members.wants.heading', { name: publicName })}
      </Typography>
      {query.isPending ? (
        <Grid container spacing={2} aria-busy="true" aria-label={t('members.wants.loading')}>
          {[0, 1].map((i) => (
            <Grid key={i} size={GRID_SIZE}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((w) => (
            <Grid key={w.id} size={GRID_SIZE} component="li">
              <WantCard want={w} upTo="members.wants.upTo" showMember={false} />
            </Grid>
          ))}
        </Grid>
      )}
    </Paper>
  );
};
