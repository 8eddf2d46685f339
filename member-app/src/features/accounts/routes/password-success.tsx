import { ACCOUNT_MESSAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '../components/account-page.tsx';

/** /password-success: the password was reset; sign in with the new one. */
export const PasswordSuccessRoute = () => (
  <AccountPage heading="Password reset" lead={ACCOUNT_MESSAGES.passwordReset}>
    <Button component={RouterLink} to="/sign-in" replace variant="contained" size="large" fullWidth>
      Sign in
    </Button>
  </AccountPage>
);
