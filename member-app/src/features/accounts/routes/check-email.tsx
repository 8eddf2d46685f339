import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /check-email: shown after a new verification e-mail was sent. */
export const CheckEmailRoute = () => {
  const user = useAtomValue(userAtom);
  const email = (useLocation().state as { email?: string } | null)?.email ?? user?.email;
  return (
    <AccountPage
      heading="Check your email"
      lead={
        <>
          We sent a new verification link
          {email ? (
            <>
              {' '}
              to <strong>{email}</strong>
            </>
          ) : null}
          . Older links no longer work. The new one expires in 24 hours.
        </>
      }
    >
      {user ? (
        <Button
          component={RouterLink}
          to={PAGES.emailVerification.path}
          variant="outlined"
          size="large"
          fullWidth
        >
          Back
        </Button>
      ) : (
        <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      )}
    </AccountPage>
  );
};
