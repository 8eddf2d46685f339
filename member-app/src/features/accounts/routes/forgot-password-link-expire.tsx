import { ERROR_MESSAGES, PAGES, PASSWORD_RESET_TTL_SECONDS } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '../components/account-page.tsx';

/** /forgot-password-link-expire: a reset link that was used, replaced or expired. */
export const ForgotPasswordLinkExpireRoute = () => (
  <AccountPage
    heading="Link expired"
    lead={`${ERROR_MESSAGES.linkExpired} Password reset links work once and expire after ${PASSWORD_RESET_TTL_SECONDS / 3600} hour.`}
  >
    <Button
      component={RouterLink}
      to={PAGES.forgetPassword.path}
      replace
      variant="contained"
      size="large"
      fullWidth
    >
      Request a new link
    </Button>
  </AccountPage>
);
