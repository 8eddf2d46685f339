import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /change-email-link-expire: an e-mail change link that was used, replaced, cancelled or expired. */
export const ChangeEmailLinkExpireRoute = () => {
  const user = useAtomValue(userAtom);
  const signedIn = user !== null && api.session.isSignedIn() && user.checkOutStatus === 'COMPLETED';
  return (
    <AccountPage
      heading="Link expired"
      lead={`${ERROR_MESSAGES.linkExpired} Email change links work once, expire after 24 hours and stop working when a newer change is requested.`}
    >
      {signedIn ? (
        <Button
          component={RouterLink}
          to={PAGES.changeEmail.path}
          replace
          variant="contained"
          size="large"
          fullWidth
        >
          Start a new email change
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={PAGES.signIn.path}
          replace
          variant="contained"
          size="large"
          fullWidth
        >
          Sign in
        </Button>
      )}
    </AccountPage>
  );
};
