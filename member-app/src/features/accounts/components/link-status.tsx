import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { AccountPage } from './account-page.tsx';

/** The page while an e-mailed link is being used: its heading and "One moment…". */
export const LinkPending = ({ heading }: { heading: string }) => {
  const t = useT();
  return (
    <AccountPage heading={heading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography color="text.secondary">{t('accounts.linkStatus.wait')}</Typography>
      </Stack>
    </AccountPage>
  );
};

/** The page when using a link failed but the link may still work: the message, Try again, then `children`. */
export const LinkFailed = ({
  heading,
  message,
  onRetry,
  children,
}: {
  heading: string;
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) => {
  const t = useT();
  return (
    <AccountPage heading={heading}>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Button variant="contained" size="large" fullWidth onClick={onRetry}>
        {t('accounts.linkStatus.retry')}
      </Button>
      {children}
    </AccountPage>
  );
};
