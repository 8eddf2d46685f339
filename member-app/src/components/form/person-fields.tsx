import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

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
  useT();
  const errors = form.formState.errors as FieldErrors<WithPerson>;
  const userNameError = translateValidation(errors.userName?.message ?? userNameMessage ?? undefined);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('firstName' as Path<T>)}
          label={tOr('app.person.firstName', 'First name')}
          autoComplete="given-name"
          required
          fullWidth
          autoFocus={autoFocus}
          error={errors.firstName !== undefined}
          helperText={translateValidation(errors.firstName?.message)}
        />
        <TextField
          {...form.register('lastName' as Path<T>)}
          label={tOr('app.person.lastName', 'Last name')}
          autoComplete="family-name"
          required
          fullWidth
          error={errors.lastName !== undefined}
          helperText={translateValidation(errors.lastName?.message)}
        />
      </Stack>
      <TextField
        {...form.register('userName' as Path<T>)}
        label={tOr('app.person.userName', 'Username')}
        autoComplete="username"
        required
        fullWidth
        error={userNameError !== undefined}
        helperText={
          userNameError ??
          tOr('app.person.userNameHint', 'Lowercase letters, numbers and underscores; at most 30 characters.')
        }
      />
    </>
  );
};
