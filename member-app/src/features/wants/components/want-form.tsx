import {
  CURRENCY_DISPLAY,
  PAGES,
  SEARCH_RADIUS_MAX_KM,
  type TWant,
  WANT_DESCRIPTION_MAX,
  WANT_TITLE_MAX,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors, serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { sanitizeMoneyInput } from '../../../lib/money.ts';
import { CATEGORY_OPTIONS } from '../../../lib/offers/format.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSaveWant } from '../api/save-want.ts';
import { toWantInput, type WantFormValues, wantFormDefaults, ZWantForm } from '../lib/want-form.ts';
import { translatedResolver } from '../lib/want-text.ts';
import { AlertField } from './alert-field.tsx';
import { ProblemAlert } from './problem-alert.tsx';

/** The fields that take the server's messages (the server names them as the form does). */
const FIELDS = ['title', 'description', 'category', 'maxPrice', 'radiusKm', 'alert'] as const;

/**
 * The want's fields, checked as the server checks them (the contracts' ZWantInput, on the values as
 * typed); the server's refusals go on their fields. A member without a general location is told so, with
 * the way to set it.
 */
export const WantForm = ({ want }: { want?: TWant | undefined }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveWant();
  const [problem, setProblem] = useState<{ message: string; location: boolean } | null>(null);
  const { control, handleSubmit, setError } = useForm<WantFormValues>({
    // The raw values go on to the request (the price in BITS as typed): the schema only checks them.
    resolver: translatedResolver(
      zodResolver(ZWantForm, undefined, { raw: true }),
    ) as unknown as Resolver<WantFormValues>,
    defaultValues: wantFormDefaults(want),
  });
  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    save.mutate(
      { id: want?.id, body: toWantInput(values) },
      {
        onSuccess: (saved) => {
          notify({ message: want ? t('wants.form.saved') : t('wants.form.posted') });
          navigate(PAGES.want.href(saved.id), { replace: true });
        },
        onError: (e) => {
          const [location] = serverFieldMessages(e, ['location']);
          if (location) return setProblem({ message: location[1], location: true });
          if (!applyServerErrors(e, FIELDS, setError)) setProblem({ message: e.message, location: false });
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-labelledby="want-form-title">
        <ProblemAlert problem={problem} setLocationLabel={t('wants.form.setLocation')} />
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('wants.form.title')}
              required
              autoFocus={!want}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? t('wants.form.titleHelp')}
              slotProps={{ htmlInput: { maxLength: WANT_TITLE_MAX } }}
            />
          )}
        />
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('wants.form.category')}
              required
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            >
              {CATEGORY_OPTIONS.map(({ category }) => (
                <MenuItem key={category} value={category}>
                  {categoryLabel(category)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('wants.form.description')}
              multiline
              minRows={3}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? `${field.value.length}/${WANT_DESCRIPTION_MAX}`}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="maxPrice"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(sanitizeMoneyInput(e.target.value))}
                label={t('wants.form.maxPrice')}
                fullWidth
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? t('wants.form.maxPriceHelp')}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                  input: { endAdornment: <InputAdornment position="end">{CURRENCY_DISPLAY}</InputAdornment> },
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="radiusKm"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
                  field.onChange(digits === '' ? '' : Number(digits));
                }}
                label={t('wants.form.radius')}
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? t('wants.form.radiusHelp')}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'off', max: SEARCH_RADIUS_MAX_KM },
                  input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
                }}
              />
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="alert"
          render={({ field }) => (
            <AlertField id="want-alert" value={field.value} onChange={field.onChange} inputRef={field.ref} />
          )}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PAGES.wants.path))}>
            {t('wants.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {want ? t('wants.form.submitEdit') : t('wants.form.submitNew')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
