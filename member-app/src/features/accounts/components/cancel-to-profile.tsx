import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** Cancel under a profile change step: back to /my-profile. */
export const CancelToProfile = () => {
  const t = useT();
  return (
    <Button component={RouterLink} to={PAGES.myProfile.path} size="large" fullWidth>
      {t('accounts.cancel.label')}
    </Button>
  );
};
