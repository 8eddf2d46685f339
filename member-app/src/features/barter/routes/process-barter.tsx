import {
  BARTER_MESSAGES,
  centsToBits,
  PAGES,
  type TBuyerCandidate,
  VALIDATION_MESSAGES,
  ZMoneyInput,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useBuyerLookup } from '../api/buyer-lookup.ts';
import { useCreateBarterRequest } from '../api/create-barter-request.ts';
import { useActiveOffers } from '../api/get-active-offers.ts';
import { translatedResolver } from '../lib/barter-text.ts';

const ZProcessSaleForm = z.object({
  buyerId: z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required),
  offerId: z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required),
  amount: ZMoneyInput,
  note: z.string().trim().max(250, BARTER_MESSAGES.noteMax),
});
type FormIn = z.input<typeof ZProcessSaleForm>;
type FormOut = z.output<typeof ZProcessSaleForm>;

/** The form's field of each of the server's fields (the amount is `amountCents` there). */
const FIELD_OF_SERVER = {
  buyerId: 'buyerId',
  offerId: 'offerId',
  amountCents: 'amount',
  note: 'note',
} as const;

/** /my-wallet/process-barter: the seller picks the buyer and one of their active offers, and the amount. */
export const ProcessBarterRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const offers = useActiveOffers();
  const create = useCreateBarterRequest();
  const [buyerInput, setBuyerInput] = useState('');
  const [buyer, setBuyer] = useState<TBuyerCandidate | null>(null);
  const lookup = useBuyerLookup(useDebouncedValue(buyerInput, 300));
  const activeOffers = offers.data ?? [];
  const { control, handleSubmit, setError, setValue, getValues } = useForm<FormIn, unknown, FormOut>({
    resolver: translatedResolver(zodResolver(ZProcessSaleForm)),
    defaultValues: { buyerId: '', offerId: '', amount: '', note: '' },
  });
  // The amount last filled in from an offer's price (to tell it from one the seller typed).
  const filledAmount = useRef<string | null>(null);

  /**
   * Choosing an offer fills the amount with its price; the seller may change it, and only choosing an
   * offer again refills it. An offer without a price (See Description) clears an amount that came from
   * the previous offer's price and keeps one the seller typed.
   */
  const fillAmountFrom = (offerId: string) => {
    const price = activeOffers.find((o) => o.id === offerId)?.priceCents ?? null;
    if (price !== null && price > 0) {
      const amount = centsToBits(price);
      filledAmount.current = amount;
      setValue('amount', amount, { shouldValidate: true });
    } else if (filledAmount.current !== null && getValues('amount') === filledAmount.current) {
      filledAmount.current = null;
      setValue('amount', '');
    }
  };

  const onSubmit = handleSubmit((v) =>
    create.mutate(
      {
        buyerId: v.buyerId,
        offerId: v.offerId,
        amountCents: v.amount,
        ...(v.note ? { note: v.note } : {}),
      },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('barter.process.created') });
          navigate(PAGES.barterRecord.path);
        },
        onError: (e) => applyServerErrors(e, FIELD_OF_SERVER, setError),
      },
    ),
  );

  const formError = formErrorMessage(create.error, FIELD_OF_SERVER);

  return (
    <>
      <BannerHeader title={t('barter.sales.process')} />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={t('barter.sales.process')}
        onSubmit={onSubmit}
        sx={{ maxWidth: 560 }}
      >
        <Typography color="text.secondary">{t('barter.process.lead')}</Typography>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="buyerId"
          render={({ fieldState }) => (
            <Autocomplete
              options={lookup.data ?? []}
              value={buyer}
              onChange={(_e, next) => {
                setBuyer(next);
                setValue('buyerId', next?.id ?? '', { shouldValidate: true });
              }}
              inputValue={buyerInput}
              onInputChange={(_e, next) => setBuyerInput(next)}
              getOptionLabel={(o) => (o.userName ? `${o.displayName} (@${o.userName})` : o.displayName)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              loading={lookup.isFetching}
              noOptionsText={
                buyerInput.trim().length < 2 ? t('barter.process.typeMore') : t('barter.process.noMember')
              }
              loadingText={t('barter.process.searching')}
              openText={t('barter.process.open')}
              closeText={t('barter.process.close')}
              clearText={t('barter.process.clear')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('barter.process.buyer')}
                  required
                  placeholder={t('barter.process.buyerPlaceholder')}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? t('barter.process.buyerHelp')}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="offerId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => {
                field.onChange(e);
                fillAmountFrom(e.target.value);
              }}
              select
              label={t('barter.process.offer')}
              required
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message ??
                (offers.isSuccess && activeOffers.length === 0 ? t('barter.process.noOffers') : undefined)
              }
            >
              {activeOffers.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <MoneyField control={control} name="amount" label={t('barter.process.amount')} required />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('barter.process.note')}
              multiline
              minRows={2}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? `${field.value?.length ?? 0}/250`}
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
          )}
        />
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={PAGES.barterRecord.path}>
            {t('barter.process.back')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('barter.process.send')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
};
