import type { TMemberProfile } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MessageMemberButton } from '../../../components/chat/message-member-button.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useT } from '../../../lib/i18n.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { userAtom } from '../../../stores/session.ts';
import { useMemberProfile } from '../api/get-member-profile.ts';
import { useReviewEligibility } from '../api/get-review-eligibility.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { MemberOffers } from '../components/member-offers.tsx';
import { MemberWants } from '../components/member-wants.tsx';
import { MemberNotAvailable } from '../components/not-available.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ReviewsPanel } from '../components/reviews-panel.tsx';

/** The page's two columns on a wide screen: who they are and their hearts; their offers. */
const Columns = ({ side, main }: { side: ReactNode; main: ReactNode }) => (
  <Grid container spacing={{ xs: 2, md: 3 }} sx={{ py: { xs: 2, sm: 3 } }}>
    <Grid size={{ xs: 12, md: 5, lg: 4 }}>
      <Stack spacing={{ xs: 2, md: 3 }}>{side}</Stack>
    </Grid>
    <Grid size={{ xs: 12, md: 7, lg: 8 }}>{main}</Grid>
  </Grid>
);

const ProfileSkeleton = () => {
  const t = useT();
  return (
    <Box aria-busy="true" aria-label={t('members.profile.loading')} role="status">
      <Columns
        side={
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={88} height={88} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton variant="text" height={40} width="70%" />
                <Skeleton variant="text" width="40%" />
              </Box>
            </Stack>
            <Skeleton variant="text" width="60%" sx={{ mt: 2 }} />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={60} sx={{ mt: 2 }} />
          </Paper>
        }
        main={<Skeleton variant="rounded" height={320} />}
      />
    </Box>
  );
};

/**
 * /member-profile/:id: another member's public profile (or one's own, as others see it): who they
 * are, their hearts, their ACTIVE offers and wants, and "Write a review" when a purchase with them is open for
 * one. 404 (unknown, suspended, still onboarding): "This member is not available".
 */
export const MemberProfileRoute = () => {
  const { id = '' } = useParams();
  const profile = useMemberProfile(id);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    const status = errorStatus(profile.error);
    // A malformed id is refused with 400: for the member it is the same dead link.
    if (status === 404 || status === 400) return <MemberNotAvailable />;
    return (
      <Box sx={{ py: 3 }}>
        <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />
      </Box>
    );
  }
  return <ProfileView profile={profile.data} />;
};

const ProfileView = ({ profile: p }: { profile: TMemberProfile }) => {
  const t = useT();
  const me = useAtomValue(userAtom)?.userId;
  const isSelf = p.isSelf || p.id === me;
  const summary = useReviewSummary(p.id);
  const eligibility = useReviewEligibility(p.id, !isSelf);
  const canWriteReview = !isSelf && (eligibility.data?.length ?? 0) > 0;
  return (
    <Box>
      {isSelf ? (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={PAGES.myProfile.path} color="inherit" size="small">
              {t('members.profile.edit')}
            </Button>
          }
        >
          {t('members.profile.self')}
        </Alert>
      ) : null}
      <Columns
        side={
          <>
            <ProfileHeader profile={p} />
            {!isSelf ? <MessageMemberButton memberId={p.id} variant="contained" fullWidth /> : null}
            <ReviewsPanel
              memberId={p.id}
              summary={summary.data}
              loading={summary.isPending}
              error={summary.error}
              canWriteReview={canWriteReview}
            />
          </>
        }
        main={
          <Stack spacing={{ xs: 2, md: 3 }}>
            <MemberOffers memberId={p.id} publicName={p.publicName} isSelf={isSelf} />
            <MemberWants memberId={p.id} publicName={p.publicName} />
          </Stack>
        }
      />
    </Box>
  );
};
