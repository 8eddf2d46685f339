import { CANADIAN_PROVINCES, DEFAULT_COUNTRY, type TAddressInput } from '@barterbits/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

type WithAddress = { address: TAddressInput };

/** Province (select of the 13), city, country (Canada), street address, apartment and postal code. */
export const AddressFields = <T extends WithAddress>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) => {
  useT();
  const errors = (form.formState.errors as FieldErrors<WithAddress>).address;
  const path = (k: keyof TAddressInput) => `address.${k}` as Path<T>;
  return (
    <Stack spacing={2.5}>
      <TextField
        {...form.register(path('addressLine1'))}
        label={tOr('app.address.street', 'Street address')}
        autoComplete="address-line1"
        required
        fullWidth
        error={errors?.addressLine1 !== undefined}
        helperText={translateValidation(errors?.addressLine1?.message)}
      />
      <TextField
        {...form.register(path('apartment'))}
        label={tOr('app.address.apartment', 'Apartment / unit')}
        autoComplete="address-line2"
        fullWidth
        error={errors?.apartment !== undefined}
        helperText={translateValidation(errors?.apartment?.message)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register(path('city'))}
          label={tOr('app.address.city', 'City')}
          autoComplete="address-level2"
          required
          fullWidth
          error={errors?.city !== undefined}
          helperText={translateValidation(errors?.city?.message)}
        />
        <Controller
          control={form.control}
          name={path('province')}
          render={({ field }) => (
            <TextField
              select
              label={tOr('app.address.province', 'Province')}
              required
              fullWidth
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors?.province !== undefined}
              helperText={translateValidation(errors?.province?.message)}
            >
              {CANADIAN_PROVINCES.map((p) => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={tOr('app.address.country', 'Country')}
          value={DEFAULT_COUNTRY}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText={tOr('app.address.countryHint', 'Only Canada is supported for now.')}
        />
        <TextField
          {...form.register(path('postalCode'))}
          label={tOr('app.address.postalCode', 'Postal code')}
          autoComplete="postal-code"
          required
          fullWidth
          placeholder="A1A 1A1"
          error={errors?.postalCode !== undefined}
          helperText={translateValidation(errors?.postalCode?.message)}
          slotProps={{ htmlInput: { maxLength: 7 } }}
        />
      </Stack>
    </Stack>
  );
};
