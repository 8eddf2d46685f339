import Alert from '@mui/material/Alert';

/** A form's own message (one that is not on a field), as an alert above it; nothing without one. */
export const FormError = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
