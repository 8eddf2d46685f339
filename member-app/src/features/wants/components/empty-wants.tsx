import { PAGES } from '@barterbits/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** No wants yet: what a want is, and "Post a want". */
export const EmptyWants = () => {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {t('wants.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 560, mx: 'auto' }}>
        {t('wants.empty.text')}
      </Typography>
      <Button component={RouterLink} to={PAGES.createWant.path} variant="contained" startIcon={<AddIcon />}>
        {t('wants.post')}
      </Button>
    </Paper>
  );
};
