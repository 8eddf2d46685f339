import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AccountPage } from '../components/account-page.tsx';

/** /email-sent: the forgot-password confirmation (the same whether or not the account exists). */
export const EmailSentRoute = () => {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AccountPage heading="Check your email" lead={ERROR_MESSAGES.forgotPasswordSent}>
      {email ? (
        <Typography variant="body2" color="text.secondary">
          Sent to <strong>{email}</strong>. The link works once and expires in 1 hour.
        </Typography>
      ) : null}
      <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
        Back to sign in
      </Button>
      <Button component={RouterLink} to={PAGES.forgetPassword.path} size="large" fullWidth>
        Use another email address
      </Button>
    </AccountPage>
  );
};
