import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Cancel under a profile change step: back to /my-profile. */
export const CancelToProfile = () => (
  <Button component={RouterLink} to={PAGES.myProfile.path} size="large" fullWidth>
    Cancel
  </Button>
);
