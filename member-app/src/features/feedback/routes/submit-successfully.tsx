import { FEEDBACK_MESSAGES, PAGES } from '@barterbits/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import type { SubmitSuccessState } from '../lib/submit-success.ts';

/** The state a sending page passed, if it is one (a reload or a typed address has none). */
const stateOf = (state: unknown): Partial<SubmitSuccessState> =>
  state && typeof state === 'object' ? (state as Partial<SubmitSuccessState>) : {};

/**
 * /submit-successfully: thanks after sending, and where to go next: members to their feedback (where
 * the answer will show) or home; visitors home (sign in) or to send another message.
 */
export const SubmitSuccessfullyRoute = () => {
  const { status } = useAuth();
  const state = stateOf(useLocation().state);
  const member = status === 'signed-in';
  return (
    <OnboardingLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'stretch', textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, alignSelf: 'center' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Thank you!
        </Typography>
        <Typography color="text.secondary">{FEEDBACK_MESSAGES.sent}</Typography>
        {member ? (
          <Typography color="text.secondary">
            We will tell you when we answer; the answer also shows under Your feedback.
          </Typography>
        ) : (
          <Typography color="text.secondary">
            We will answer you by email
            {state.email ? (
              <>
                {' '}
                at <strong>{state.email}</strong>
              </>
            ) : null}
            .
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
              See your feedback
            </Button>
            <Button component={RouterLink} to={PAGES.home.path} size="large" fullWidth>
              Back to home
            </Button>
          </>
        ) : (
          <>
            <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
              Sign in
            </Button>
            <Button component={RouterLink} to={PAGES.guestFeedback.path} size="large" fullWidth>
              Send another message
            </Button>
          </>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
