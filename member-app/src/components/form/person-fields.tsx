import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';

type WithPerson = { firstName: string; lastName: string; userName: string };

/**
 * First and last name side by side, then the username. `userNameMessage` shows a message from
 * outside the form (the live duplicate check) when the field has no error of its own.
 */
export const PersonFields = <T extends WithPerson>({
  form,
  userNameMessage,
  autoFocus = false,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  userNameMessage?: string | null | undefined;
  autoFocus?: boolean;
}) => {
  const errors = form.formState.errors as FieldErrors<WithPerson>;
  const userNameError = errors.userName?.message ?? userNameMessage ?? undefined;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('firstName' as Path<T>)}
          label="First name"
          autoComplete="given-name"
          required
          fullWidth
          autoFocus={autoFocus}
          error={errors.firstName !== undefined}
          helperText={errors.firstName?.message}
        />
        <TextField
          {...form.register('lastName' as Path<T>)}
          label="Last name"
          autoComplete="family-name"
          required
          fullWidth
          error={errors.lastName !== undefined}
          helperText={errors.lastName?.message}
        />
      </Stack>
      <TextField
        {...form.register('userName' as Path<T>)}
        label="Username"
        autoComplete="username"
        required
        fullWidth
        error={userNameError !== undefined}
        helperText={userNameError ?? 'Lowercase letters, numbers and underscores; at most 30 characters.'}
      />
    </>
  );
};
