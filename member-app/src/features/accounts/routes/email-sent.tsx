import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { AccountPage } from '../components/account-page.tsx';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/** /email-sent: the forgot-password confirmation (the same whether or not the account exists). */
export const EmailSentRoute = () => {
  const t = useT();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AccountPage heading={t('accounts.emailSent.heading')} lead={t('accounts.emailSent.lead')}>
      {email ? (
        <Typography variant="body2" color="text.secondary">
          {withValues(t('accounts.emailSent.sentTo', { email: SLOTS[0] }), [
            <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Box>,
          ])}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={PAGES.signIn.path} variant="contained" size="large" fullWidth>
        {t('accounts.emailSent.back')}
      </Button>
      <Button component={RouterLink} to={PAGES.forgetPassword.path} size="large" fullWidth>
        {t('accounts.emailSent.another')}
      </Button>
    </AccountPage>
  );
};
