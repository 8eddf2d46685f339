import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { AccountPage } from '../components/account-page.tsx';

/**
 * /password-success: the password was reset; sign in with the new one. The reset page passes the
 * account's e-mail, so Sign in goes straight to its password step (/password); without it, to /sign-in.
 */
export const PasswordSuccessRoute = () => {
  const t = useT();
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const known = typeof email === 'string' && email !== '';
  return (
    <AccountPage heading={t('accounts.passwordSuccess.heading')} lead={t('accounts.passwordSuccess.lead')}>
      <Button
        component={RouterLink}
        to={known ? PAGES.password.path : PAGES.signIn.path}
        state={known ? { email } : undefined}
        replace
        variant="contained"
        size="large"
        fullWidth
      >
        {t('accounts.passwordSuccess.signIn')}
      </Button>
    </AccountPage>
  );
};
