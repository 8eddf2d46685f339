import Alert from '@mui/material/Alert';
import { useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/**
 * A form's own message (one that is not on a field), as an alert above it; nothing without one. A
 * validation message of the contracts shows in the app's language.
 */
export const FormError = ({ message }: { message: string | null | undefined }) => {
  useT();
  return message ? (
    <Alert severity="error" role="alert">
      {translateValidation(message)}
    </Alert>
  ) : null;
};
