import { PROFILE_MESSAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useNotify } from '../../../stores/notify.ts';

const BACK = '/my-profile';

/**
 * What every profile edit page does after Save: on success a banner and back to /my-profile; on
 * failure the server's per-field messages on the form's fields.
 */
export const useSaveAndReturn = <T extends FieldValues>(
  fields: readonly string[],
  setError: UseFormSetError<T>,
) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      notify({ message: PROFILE_MESSAGES.saved });
      navigate(BACK);
    },
    onError: (error: unknown) => applyServerErrors(error, fields, setError),
  };
};

/** The form-level message of a failed save. */
export const SaveError = ({ error }: { error: Error | null }) =>
  error ? (
    <Alert severity="error" role="alert">
      {error.message}
    </Alert>
  ) : null;

/** Cancel (back to /my-profile) and Save, disabled while saving. */
export const EditFormActions = ({ saving }: { saving: boolean }) => {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(BACK)} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={saving} disabled={saving}>
        Save
      </Button>
    </Stack>
  );
};
