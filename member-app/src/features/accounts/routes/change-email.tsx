import { EMAIL_CHANGE_TTL_SECONDS, PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';
import { CancelToProfile } from '../components/cancel-to-profile.tsx';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/** The steps of a change, in order. */
const STEPS = [
  'accounts.changeEmail.stepPassword',
  'accounts.changeEmail.stepAddress',
  'accounts.changeEmail.stepVerify',
  'accounts.changeEmail.stepApprove',
] as const satisfies readonly (keyof Messages)[];

/** /change-email: what changing the e-mail address takes, then on to the current password. */
export const ChangeEmailRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  return (
    <AccountPage
      heading={t('accounts.changeEmail.heading')}
      lead={
        <>
          {user ? (
            <>
              {withValues(t('accounts.changeEmail.signedInWith', { email: SLOTS[0] }), [
                <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Box>,
              ])}{' '}
            </>
          ) : null}
          {t('accounts.changeEmail.lead')}
        </>
      }
    >
      <List
        dense
        disablePadding
        component="ol"
        aria-label={t('accounts.changeEmail.steps')}
        sx={{ listStyle: 'decimal', pl: 3 }}
      >
        {STEPS.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', px: 0 }}>
            <ListItemText primary={t(step)} />
          </ListItem>
        ))}
      </List>
      <ListItemText secondary={t('accounts.changeEmail.links', { hours: EMAIL_CHANGE_TTL_SECONDS / 3600 })} />
      <Button
        component={RouterLink}
        to={PAGES.currentEmailChange.path}
        variant="contained"
        size="large"
        fullWidth
      >
        {t('accounts.changeEmail.continue')}
      </Button>
      <CancelToProfile />
    </AccountPage>
  );
};
