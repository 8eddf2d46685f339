import { PAGES } from '@barterbits/contracts';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** An unknown, suspended or still-onboarding member (the server answers 404 for all alike). */
export const MemberNotAvailable = () => {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 } }}>
      <PersonOffOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('members.unavailable.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {t('members.unavailable.lead')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={PAGES.findMembers.path} variant="contained">
          {t('members.unavailable.find')}
        </Button>
        <Button component={RouterLink} to={PAGES.home.path} variant="outlined">
          {t('members.unavailable.home')}
        </Button>
      </Stack>
    </Stack>
  );
};
