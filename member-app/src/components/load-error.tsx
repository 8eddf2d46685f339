import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { tOr, useT } from '../lib/i18n.ts';

/**
 * What could not be loaded: the server's message as an alert, with a button that asks again (a 44 px
 * touch target).
 */
export const LoadError = ({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) => {
  useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
          {retryLabel ?? tOr('app.loadError.retry', 'Try again')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
