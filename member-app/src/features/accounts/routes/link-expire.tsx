import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

/** /link-expire: a verification link that was used, replaced or expired. */
export const LinkExpireRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  const signedIn = user !== null && api.session.isSignedIn();
  const waiting = signedIn && user.checkOutStatus === 'EMAIL_VERIFICATION';
  return (
    <AccountPage
      heading={t('accounts.linkExpire.heading')}
      lead={`${t('accounts.linkExpire.expired')} ${waiting ? t('accounts.linkExpire.askNew') : ''}`}
    >
      {waiting ? (
        <Button
          component={RouterLink}
          to={PAGES.emailVerification.path}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('accounts.linkExpire.newLink')}
        </Button>
      ) : signedIn ? (
        <Button
          component={RouterLink}
          to={routeForStage(user.checkOutStatus)}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('accounts.linkExpire.continue')}
        </Button>
      ) : (
        <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
          {t('accounts.linkExpire.signIn')}
        </Button>
      )}
    </AccountPage>
  );
};
