import { PAGES, PASSWORD_RESET_TTL_SECONDS } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /forgot-password-link-expire: a reset link that was used, replaced or expired. */
export const ForgotPasswordLinkExpireRoute = () => {
  const t = useT();
  return (
    <AccountPage
      heading={t('accounts.linkExpire.heading')}
      lead={`${t('accounts.linkExpire.expired')} ${t('accounts.forgotPasswordLinkExpire.rules', { hours: PASSWORD_RESET_TTL_SECONDS / 3600 })}`}
    >
      <Button
        component={RouterLink}
        to={PAGES.forgetPassword.path}
        replace
        variant="contained"
        size="large"
        fullWidth
      >
        {t('accounts.forgotPasswordLinkExpire.request')}
      </Button>
    </AccountPage>
  );
};
