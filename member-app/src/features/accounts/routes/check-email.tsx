import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/** /check-email: shown after a new verification e-mail was sent. */
export const CheckEmailRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  const email = (useLocation().state as { email?: string } | null)?.email ?? user?.email;
  return (
    <AccountPage
      heading={t('accounts.checkEmail.heading')}
      lead={
        email
          ? withValues(t('accounts.checkEmail.leadTo', { email: SLOTS[0] }), [
              <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {email}
              </Box>,
            ])
          : t('accounts.checkEmail.lead')
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
          {t('accounts.checkEmail.back')}
        </Button>
      ) : (
        <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
          {t('accounts.checkEmail.signIn')}
        </Button>
      )}
    </AccountPage>
  );
};
