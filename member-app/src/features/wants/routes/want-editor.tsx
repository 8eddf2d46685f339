import { PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { useWant } from '../api/get-want.ts';
import { WantForm } from '../components/want-form.tsx';
import { WantNotAvailable } from '../components/want-not-available.tsx';

/** /wants/new and /wants/:id/edit: a new want, or an own want's fields to change. */
export const WantEditorRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const details = useWant(id);
  const editing = id !== '';
  const heading = (
    <>
      <Button
        component={RouterLink}
        to={editing ? PAGES.want.href(id) : PAGES.wants.path}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('wants.back')}
      </Button>
      <Typography
        id="want-form-title"
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
      >
        {editing ? t('wants.form.editTitle') : t('wants.form.newTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('wants.form.lead')}
      </Typography>
    </>
  );
  if (!editing)
    return (
      <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {heading}
        <WantForm />
      </Box>
    );
  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    const status = errorStatus(details.error);
    if (status === 404 || status === 400) return <WantNotAvailable />;
    return (
      <Box sx={{ py: 3 }}>
        <LoadError message={details.error.message} onRetry={() => void details.refetch()} />
      </Box>
    );
  }
  const own = details.data.own;
  if (!own) return <WantNotAvailable />;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      {heading}
      {own.status === 'DISABLED' ? (
        <Alert severity="error">{t('wants.form.disabled')}</Alert>
      ) : (
        <WantForm want={own} />
      )}
    </Box>
  );
};
