import type { TNotificationSettings } from '@barterbits/contracts';
import { RADIUS_SETTING_MAX_KM, RADIUS_SETTING_MIN_KM } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useUpdateRadiusSettings } from '../api/update-notification-settings.ts';
import {
  RADIUS_FIELDS,
  RADIUS_LABELS,
  type RadiusFormValues,
  radiusPatch,
  ZRadiusForm,
} from '../lib/radius-form.ts';

/** Offers near me and Members near me, in whole km, saved together with one button. */
export const RadiusForm = ({
  saved,
}: {
  saved: Pick<TNotificationSettings, 'offerRadius' | 'memberRadius'>;
}) => {
  const t = useT();
  const update = useUpdateRadiusSettings();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<RadiusFormValues>({
    resolver: zodResolver(ZRadiusForm),
    defaultValues: { offerRadius: saved.offerRadius, memberRadius: saved.memberRadius },
  });

  const onSubmit = handleSubmit((values) => {
    const body = radiusPatch(values, saved);
    if (!body) return reset(values);
    update.mutate(body, {
      onSuccess: (settings) => {
        reset({ offerRadius: settings.offerRadius, memberRadius: settings.memberRadius });
        notify({ message: t('notifications.radius.saved') });
      },
      onError: (e) => applyServerErrors(e, RADIUS_FIELDS, setError),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('notifications.radius.form')}>
      <Stack spacing={2}>
        <FormError message={formErrorMessage(update.error, RADIUS_FIELDS)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {RADIUS_FIELDS.map((field) => (
            <TextField
              key={field}
              {...register(field, { valueAsNumber: true })}
              label={t(RADIUS_LABELS[field])}
              type="number"
              fullWidth
              error={errors[field] !== undefined}
              helperText={
                errors[field]?.message ??
                t('notifications.radius.range', { min: RADIUS_SETTING_MIN_KM, max: RADIUS_SETTING_MAX_KM })
              }
              slotProps={{
                htmlInput: {
                  min: RADIUS_SETTING_MIN_KM,
                  max: RADIUS_SETTING_MAX_KM,
                  step: 1,
                  inputMode: 'numeric',
                },
                input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
              }}
            />
          ))}
        </Stack>
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty}>
            {t('notifications.radius.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
