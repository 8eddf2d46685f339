import { PAGES } from '@barterbits/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SubmitSuccessState } from '../lib/submit-success.ts';

/** The state a sending page passed, if it is one (a reload or a typed address has none). */
const stateOf = (state: unknown): Partial<SubmitSuccessState> =>
  state && typeof state === 'object' ? (state as Partial<SubmitSuccessState>) : {};

/**
 * /submit-successfully: thanks after sending, and where to go next: members to their feedback (where
 * the answer will show) or home; visitors home (sign in) or to send another message.
 */
export const SubmitSuccessfullyRoute = () => {
  const t = useT();
  const { status } = useAuth();
  const state = stateOf(useLocation().state);
  const member = status === 'signed-in';
  return (
    <OnboardingLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'stretch', textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, alignSelf: 'center' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('feedback.thanks.heading')}
        </Typography>
        <Typography color="text.secondary">{t('feedback.thanks.sent')}</Typography>
        {member ? (
          <Typography color="text.secondary">{t('feedback.thanks.member')}</Typography>
        ) : (
          <Typography color="text.secondary">
            {state.email ? (
              <>
                {t('feedback.thanks.byEmailAt')} <strong>{state.email}</strong>.
              </>
            ) : (
              t('feedback.thanks.byEmail')
            )}
          </Typography>
        )}
        {member ? (
          <>
            <Button
              component={RouterLink}
              to={PAGES.feedback.path}
              variant="contained"
              size="large"
              fullWidth
            >
              {t('feedback.thanks.seeFeedback')}
            </Button>
            <Button component={RouterLink} to={PAGES.home.path} size="large" fullWidth>
              {t('feedback.thanks.home')}
            </Button>
          </>
        ) : (
          <>
            <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
              {t('feedback.thanks.signIn')}
            </Button>
            <Button component={RouterLink} to={PAGES.guestFeedback.path} size="large" fullWidth>
              {t('feedback.thanks.another')}
            </Button>
          </>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
