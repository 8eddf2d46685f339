import { PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMyReferralSummary } from '../api/get-my-referral-summary.ts';
import { useMyReferrals } from '../api/get-my-referrals.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { InviteLinkCard } from '../components/invite-link-card.tsx';
import { ReferralList } from '../components/referral-list.tsx';
import { RewardCard } from '../components/reward-card.tsx';

/** The invites column: the list with its states, loading, empty and error states, and "Show more". */
const Invites = () => {
  const t = useT();
  const invites = useMyReferrals();
  const rows = invites.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Box component="section" aria-labelledby="invites-title">
      <Typography id="invites-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('referrals.invites.heading')}
      </Typography>
      {invites.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : invites.isError ? (
        <LoadError message={invites.error.message} onRetry={() => void invites.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('referrals.invites.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <ReferralList referrals={rows} />
          <ShowMoreButton {...nextPageOf(invites)} />
        </Stack>
      )}
    </Box>
  );
};

/**
 * /invite-a-friend (the navbar is hidden here, spec §2, so the page has its own way back home): the
 * member's invite link and code to copy or share, how the reward works (from the server's rules), an
 * e-mail invitation, and their invites with their states and rewards.
 */
export const InviteAFriendRoute = () => {
  const t = useT();
  const summary = useMyReferralSummary();
  return (
    <Box sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2, sm: 3 }, mx: 'auto', maxWidth: 1200 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: { xs: 2, sm: 3 } }}>
        <IconButton
          component={RouterLink}
          to={PAGES.home.path}
          aria-label={t('referrals.page.back')}
          edge="start"
          sx={{ width: 44, height: 44 }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {t('referrals.page.heading')}
          </Typography>
          <Typography color="text.secondary">{t('referrals.page.lead')}</Typography>
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {summary.isPending ? (
            <>
              <Skeleton variant="rounded" height={250} />
              <Skeleton variant="rounded" height={220} />
              <Skeleton variant="rounded" height={260} />
            </>
          ) : summary.isError ? (
            <LoadError message={summary.error.message} onRetry={() => void summary.refetch()} />
          ) : (
            <>
              <InviteLinkCard link={summary.data.link} code={summary.data.code} />
              <RewardCard summary={summary.data} />
              <InviteForm invitesLeftToday={summary.data.invitesLeftToday} />
            </>
          )}
        </Stack>
        <Invites />
      </Box>
    </Box>
  );
};
