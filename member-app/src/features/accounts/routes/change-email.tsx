import { EMAIL_CHANGE_TTL_SECONDS, PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { userAtom } from '../../../stores/session.ts';
import { AccountPage } from '../components/account-page.tsx';

const STEPS = [
  'Confirm your current password.',
  'Enter the new email address.',
  'Open the link we send to the new address to verify it.',
  'Approve the change from the email we send to your current address.',
];

/** /change-email: what changing the e-mail address takes, then on to the current password. */
export const ChangeEmailRoute = () => {
  const user = useAtomValue(userAtom);
  return (
    <AccountPage
      heading="Change email address"
      lead={
        <>
          {user ? (
            <>
              You sign in with <strong>{user.email}</strong>.{' '}
            </>
          ) : null}
          For your security, the change takes effect only when both addresses have confirmed it.
        </>
      }
    >
      <List dense disablePadding component="ol" aria-label="Steps" sx={{ listStyle: 'decimal', pl: 3 }}>
        {STEPS.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', px: 0 }}>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
      <ListItemText
        secondary={`The links work once and expire after ${EMAIL_CHANGE_TTL_SECONDS / 3600} hours. Your other devices are signed out once the change is done.`}
      />
      <Button
        component={RouterLink}
        to={PAGES.currentEmailChange.path}
        variant="contained"
        size="large"
        fullWidth
      >
        Continue
      </Button>
      <Button component={RouterLink} to={PAGES.myProfile.path} size="large" fullWidth>
        Cancel
      </Button>
    </AccountPage>
  );
};
