import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';

const BACK = PAGES.myProfile.path;

/**
 * What every profile edit page does after Save: on success a banner and back to /my-profile; on
 * failure the server's per-field messages on the form's fields.
 */
export const useSaveAndReturn = <T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) => {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      notify({ message: t('profile.edit.saved') });
      navigate(BACK);
    },
    onError: (error: unknown) => applyServerErrors(error, fields, setError),
  };
};

/**
 * The submit handler of a profile edit form: valid values go to `save` with what happens after
 * (`useSaveAndReturn`).
 */
export const useSubmitAndReturn = <T extends FieldValues, O>(
  form: { handleSubmit: UseFormHandleSubmit<T, O>; setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
  save: (body: O, then: ReturnType<typeof useSaveAndReturn>) => void,
) => {
  const saved = useSaveAndReturn(fields, form.setError);
  return form.handleSubmit((body) => {
    save(body, saved);
  });
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
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(BACK)} disabled={saving}>
        {t('profile.edit.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={saving} disabled={saving}>
        {t('profile.edit.save')}
      </Button>
    </Stack>
  );
};

/** A profile edit form: the failed save's message, the fields, then Cancel and Save. */
export const EditForm = ({
  label,
  onSubmit,
  saving,
  error,
  spacing = 2.5,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler;
  saving: boolean;
  error: Error | null;
  spacing?: number;
  children: ReactNode;
}) => (
  <Stack component="form" noValidate onSubmit={onSubmit} spacing={spacing} aria-label={label}>
    <SaveError error={error} />
    {children}
    <EditFormActions saving={saving} />
  </Stack>
);
