import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /link-expire: a verification link that was used, replaced or expired. */
export const LinkExpireRoute = () => {
  const user = useAtomValue(userAtom);
  const signedIn = user !== null && api.session.isSignedIn();
  const waiting = signedIn && user.checkOutStatus === 'EMAIL_VERIFICATION';
  return (
    <AccountPage
      heading="Link expired"
      lead={`${ERROR_MESSAGES.linkExpired} ${waiting ? 'Ask for a new verification email to continue.' : ''}`}
    >
      {waiting ? (
        <Button
          component={RouterLink}
          to={PAGES.emailVerification.path}
          variant="contained"
          size="large"
          fullWidth
        >
          Get a new link
        </Button>
      ) : signedIn ? (
        <Button
          component={RouterLink}
          to={routeForStage(user.checkOutStatus)}
          variant="contained"
          size="large"
          fullWidth
        >
          Continue
        </Button>
      ) : (
        <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      )}
    </AccountPage>
  );
};
