import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /change-email-link-expire: an e-mail change link that was used, replaced, cancelled or expired. */
export const ChangeEmailLinkExpireRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  const signedIn = user !== null && api.session.isSignedIn() && user.checkOutStatus === 'COMPLETED';
  return (
    <AccountPage
      heading={t('accounts.linkExpire.heading')}
      lead={`${t('accounts.linkExpire.expired')} ${t('accounts.changeEmailLinkExpire.rules')}`}
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
          {t('accounts.changeEmailLinkExpire.restart')}
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
          {t('accounts.changeEmailLinkExpire.signIn')}
        </Button>
      )}
    </AccountPage>
  );
};
