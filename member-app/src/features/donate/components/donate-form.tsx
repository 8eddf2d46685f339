import { CHARACTER_COUNTER_DEFAULT, PAGES, type TDonateResponse } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PinField } from '../../../components/form/pin-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useDonate } from '../api/donate.ts';
import {
  confirmQuestion,
  DONATE_FIELDS,
  type DonateFailure,
  type DonateFormInput,
  type DonateFormOutput,
  donateBody,
  donateFailure,
  isPresetChosen,
  PRESETS,
  translatedResolver,
  ZDonateForm,
} from '../lib/donate-form.ts';

type Donation = TDonateResponse['data'];

/**
 * Make a donation: one-tap amounts or a typed one, an optional message, the PIN, then a confirmation
 * before the money moves. `onDone` gets the donation and the new balance.
 */
export const DonateForm = ({ onDone }: { onDone: (result: Donation) => void }) => {
  const t = useT();
  const donate = useDonate();
  // The checked form waiting for "Yes, donate"; kept while the dialog closes so its title stays.
  const [asked, setAsked] = useState<DonateFormOutput | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Exclude<DonateFailure, { kind: 'fields' }> | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<DonateFormInput, unknown, DonateFormOutput>({
    resolver: translatedResolver(zodResolver(ZDonateForm)),
    defaultValues: { amount: '', message: '', pin: '' },
  });
  const amount = watch('amount') ?? '';
  const message = watch('message') ?? '';
  const chosen = PRESETS.find((p) => isPresetChosen(amount, p));

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setAsked(values);
    setConfirming(true);
  });

  // The dialog closes at once (its focus goes back to Donate); the form shows the pending state, then
  // the outcome, so a refused PIN can take the focus.
  const give = async (values: DonateFormOutput) => {
    setConfirming(false);
    try {
      onDone(await donate.mutateAsync(donateBody(values)));
    } catch (error) {
      const f = donateFailure(error);
      if (f.kind !== 'fields') {
        setFailure(f);
        return;
      }
      const fields = DONATE_FIELDS.filter((field) => f.errors[field]);
      for (const field of fields) {
        setError(field, { type: 'server', message: f.errors[field] }, { shouldFocus: field === fields[0] });
      }
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('donate.form.title')}>
      {failure ? (
        <Alert
          severity="error"
          role="alert"
          action={
            failure.kind === 'insufficient' ? (
              <Button
                component={RouterLink}
                to={PAGES.loadBits.path}
                color="inherit"
                size="small"
                sx={{ minHeight: 44 }}
              >
                {t('donate.form.loadBits')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        <Typography id="donate-presets-label" variant="body2" color="text.secondary">
          {t('donate.form.presets')}
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="donate-presets-label"
          exclusive
          color="primary"
          value={chosen?.value ?? null}
          onChange={(_, value: string | null) => {
            if (value !== null) setValue('amount', value, { shouldValidate: true });
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}
        >
          {PRESETS.map((p) => (
            <ToggleButton key={p.cents} value={p.value} sx={{ minHeight: 44, px: 1, whiteSpace: 'nowrap' }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <MoneyField
        control={control}
        name="amount"
        label={t('donate.form.amount')}
        required
        fullWidth
        unit="BITS"
      />
      <TextField
        {...register('message')}
        label={t('donate.form.message')}
        multiline
        minRows={2}
        fullWidth
        error={errors.message !== undefined || message.length >= CHARACTER_COUNTER_DEFAULT}
        helperText={errors.message?.message ?? `${message.length}/${CHARACTER_COUNTER_DEFAULT}`}
      />
      {/* PinField takes an untransformed form's control; the PIN itself is not transformed. */}
      <PinField
        control={control as unknown as Control<DonateFormInput>}
        name="pin"
        label={t('donate.form.pin')}
      />
      <Button type="submit" variant="contained" size="large" loading={donate.isPending}>
        {t('donate.form.submit')}
      </Button>
      {donate.isPending ? (
        <Typography role="status" color="text.secondary">
          {t('donate.form.sending')}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={asked ? confirmQuestion(asked.amount) : ''}
        confirmLabel={t('donate.confirm.yes')}
        cancelLabel={t('donate.confirm.cancel')}
        onConfirm={() => {
          if (asked) void give(asked);
        }}
        onClose={() => setConfirming(false)}
      >
        {t('donate.confirm.text')}
        {asked ? ` ${t('donate.confirm.amount', { amount: formatBits(asked.amount) })}` : null}
      </ConfirmDialog>
    </Stack>
  );
};
