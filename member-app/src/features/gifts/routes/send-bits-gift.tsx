import { isApiError } from '@barterbits/api-client';
import {
  CHARACTER_COUNTER_DEFAULT,
  PAGES,
  ZEmail,
  ZGiftAmountInput,
  ZGiftMessage,
  ZPinAttempt,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type Control, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PinField } from '../../../components/form/pin-field.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSendGift } from '../api/send-gift.ts';
import { getValidateGiftEmailQueryOptions, useValidateGiftEmail } from '../api/validate-gift-email.ts';
import { checkText, translatedResolver } from '../lib/gift-text.ts';

const ZGiftForm = z.object({
  recipientEmail: ZEmail,
  amount: ZGiftAmountInput,
  message: ZGiftMessage,
  pin: ZPinAttempt,
});
type GiftFormInput = z.input<typeof ZGiftForm>;
type GiftFormOutput = z.output<typeof ZGiftForm>;

/** The form's field of each of the server's fields (the amount is `amountCents` there). */
const FIELDS = {
  recipientEmail: 'recipientEmail',
  amountCents: 'amount',
  message: 'message',
  pin: 'pin',
} as const;
const EMAIL_CHECK_DEBOUNCE_MS = 400;

/** The address as typed, when it is well-formed (else null: nothing to check yet). */
const wellFormed = (email: string): string | null => {
  const parsed = ZEmail.safeParse(email);
  return parsed.success ? parsed.data : null;
};

/** /send-bits-gift: title Gift BITS; recipient e-mail (checked as typed), amount, message, PIN; Give Now. */
export const SendBitsGiftRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const qc = useQueryClient();
  const send = useSendGift();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GiftFormInput, unknown, GiftFormOutput>({
    resolver: translatedResolver(zodResolver(ZGiftForm)),
    defaultValues: { recipientEmail: '', amount: '', message: '', pin: '' },
  });

  const typedEmail = watch('recipientEmail');
  const message = watch('message') ?? '';
  const debounced = useDebouncedValue(typedEmail, EMAIL_CHECK_DEBOUNCE_MS);
  const check = useValidateGiftEmail(wellFormed(debounced));
  const checked = check.data && check.data.email === wellFormed(typedEmail) ? check.data : undefined;
  // Too many checks (429): say so, but do not block the gift; sending checks the address again.
  const checkLimited =
    !checked && isApiError(check.error) && check.error.code === 'RATE_LIMITED'
      ? check.error.message
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    // Check the address once more (the debounced check may not have run yet).
    try {
      const result = await qc.fetchQuery(getValidateGiftEmailQueryOptions(values.recipientEmail));
      if (!result.canReceive) {
        setError('recipientEmail', { type: 'server', message: checkText(result) }, { shouldFocus: true });
        return;
      }
    } catch {
      // The send below reports the problem.
    }
    const body = {
      recipientEmail: values.recipientEmail,
      amountCents: values.amount,
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    };
    try {
      const data = await send.mutateAsync({ ...body, pin: values.pin });
      notify({
        message: t('gifts.send.sent', {
          amount: formatBits(data.gift.amountCents),
          email: data.gift.recipientEmail,
        }),
      });
      navigate(PAGES.sentGifts.path);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      if (isApiError(error) && (error.code === 'INCORRECT_PIN' || error.code === 'PIN_LOCKED')) {
        setError('pin', { type: 'server', message: error.message }, { shouldFocus: true });
      }
    }
  });

  // A wrong PIN is said on the PIN field only.
  const serverError =
    isApiError(send.error) && send.error.code === 'INCORRECT_PIN'
      ? null
      : formErrorMessage(send.error, FIELDS);

  // The check names only a member the sender has exchanged BITS with; any other address (member or
  // not) gets the same neutral answer.
  const emailHelper =
    errors.recipientEmail?.message ??
    (checked
      ? checked.displayName
        ? t('gifts.send.checked', { name: checked.displayName, message: checkText(checked) })
        : checkText(checked)
      : checkLimited);

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('gifts.giftBits')} subtitle={t('gifts.send.lead')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('gifts.giftBits')}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <TextField
            {...register('recipientEmail')}
            label={t('gifts.send.email')}
            type="email"
            autoComplete="off"
            required
            fullWidth
            autoFocus
            error={errors.recipientEmail !== undefined || checked?.canReceive === false}
            helperText={emailHelper}
            slotProps={{
              formHelperText: {
                sx: checked?.canReceive && !errors.recipientEmail ? { color: 'success.main' } : undefined,
                role: 'status',
              },
            }}
          />
          <MoneyField
            control={control}
            name="amount"
            label={t('gifts.send.amount')}
            required
            fullWidth
            unit="BITS"
          />
          <TextField
            {...register('message')}
            label={t('gifts.send.message')}
            multiline
            minRows={3}
            fullWidth
            error={errors.message !== undefined || message.length >= CHARACTER_COUNTER_DEFAULT}
            helperText={errors.message?.message ?? `${message.length}/${CHARACTER_COUNTER_DEFAULT}`}
          />
          {/* PinField takes an untransformed form's control; the PIN itself is not transformed. */}
          <PinField
            control={control as unknown as Control<GiftFormInput>}
            name="pin"
            label={t('gifts.send.pin')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={isSubmitting || send.isPending}
            disabled={checked?.canReceive === false}
          >
            {t('gifts.send.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
