import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { PageLanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useT } from '../../../lib/i18n.ts';
import { inlineTouchTargetLink } from '../../../lib/touch-target.ts';
import { PasswordStepForm } from '../components/password-step-form.tsx';
import { SignInCard } from '../components/sign-in-card.tsx';
import { passwordStepEmail } from '../lib/password-step.ts';

/**
 * /password: the password step of an e-mail-first sign-in, for the address given in the navigation state
 * or `?email=`. Without a valid address (a direct visit) the visitor starts at /sign-in.
 */
export const PasswordRoute = () => {
  const t = useT();
  const { search, state } = useLocation();
  const email = passwordStepEmail(search, state);
  if (!email) return <Navigate to={PAGES.signIn.path} replace />;
  return (
    <SignInCard
      footer={<PageLanguageSwitcher />}
      heading={t('auth.password.heading')}
      lead={
        <>
          {t('auth.password.signingInAs')}{' '}
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }} data-testid="password-step-email">
            {email}
          </Box>
          .{' '}
          <Link component={RouterLink} to={PAGES.signIn.path} replace sx={inlineTouchTargetLink}>
            {t('auth.password.notYou')}
          </Link>
        </>
      }
    >
      <PasswordStepForm email={email} />
    </SignInCard>
  );
};
