import {
  centsToBits,
  formatBitsGrouped,
  PAGES,
  VALIDATION_MESSAGES,
  WALLET_LOAD_LIMITS,
  WALLET_MESSAGES,
  ZMoneyInput,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { t as translate, useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useWallet } from '../api/get-wallet.ts';
import { useLoadDraft } from '../lib/load-flow.ts';

const schema = z.object({
  amount: ZMoneyInput.pipe(
    z
      .number()
      .min(WALLET_LOAD_LIMITS.minLoadCents, WALLET_MESSAGES.loadMin)
      .max(WALLET_LOAD_LIMITS.maxLoadCents, WALLET_MESSAGES.loadMax),
  ),
});

/** WALLET_MESSAGES.dailyLimit(remaining) in the app's language (amounts by the formatter). */
const dailyLimitText = (remainingCents: number): string => {
  const daily = formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents);
  return remainingCents > 0
    ? translate('wallet.dailyOver', { daily, remaining: formatBitsGrouped(remainingCents) })
    : translate('wallet.dailyReached', { daily });
};

/** The schema's English messages (the contracts' texts), by their text, in the app's language. */
const MESSAGES: Record<string, () => string> = {
  [WALLET_MESSAGES.loadMin]: () =>
    translate('wallet.loadMin', { min: formatBitsGrouped(WALLET_LOAD_LIMITS.minLoadCents) }),
  [WALLET_MESSAGES.loadMax]: () =>
    translate('wallet.loadMax', { max: formatBitsGrouped(WALLET_LOAD_LIMITS.maxLoadCents) }),
  [VALIDATION_MESSAGES.required]: () => translate('wallet.v.required'),
  [VALIDATION_MESSAGES.numericOnly]: () => translate('wallet.v.numericOnly'),
  [VALIDATION_MESSAGES.decimals]: () => translate('wallet.v.decimals'),
  [VALIDATION_MESSAGES.numberMax]: () => translate('wallet.v.numberMax'),
  [VALIDATION_MESSAGES.positive]: () => translate('wallet.v.positive'),
};

/** `resolver`, each field's message in the app's language (a text without an entry stays as it is). */
const translatedResolver =
  <I extends FieldValues, C, O>(resolver: Resolver<I, C, O>): Resolver<I, C, O> =>
  async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string')
        error.message = MESSAGES[error.message]?.() ?? error.message;
    }
    return result;
  };

/** /my-wallet/load-bits (banner style 1, title Load BITS): the amount, with the money input rules of §5. */
export const LoadBitsRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const wallet = useWallet();
  const { draft, update } = useLoadDraft();
  const remaining = wallet.data?.todayRemainingCents;
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: translatedResolver(zodResolver(schema)),
    defaultValues: { amount: draft.amountCents ? centsToBits(draft.amountCents) : '' },
  });

  return (
    <>
      <BannerHeader title={t('wallet.load')} />
      <Stack
        component="form"
        noValidate
        aria-label={t('wallet.amount.form')}
        spacing={2.5}
        sx={{ maxWidth: 480 }}
        onSubmit={handleSubmit(({ amount }) => {
          if (remaining !== undefined && amount > remaining) {
            setError('amount', { message: dailyLimitText(remaining) });
            return;
          }
          update({ amountCents: amount });
          navigate(PAGES.cardDetails.path);
        })}
      >
        {wallet.data ? (
          <Typography color="text.secondary">
            {t('wallet.amount.lead', {
              balance: formatGroupedBits(wallet.data.balanceCents),
              remaining: formatGroupedBits(wallet.data.todayRemainingCents),
              min: formatGroupedBits(WALLET_LOAD_LIMITS.minLoadCents),
              max: formatGroupedBits(WALLET_LOAD_LIMITS.maxLoadCents),
            })}
          </Typography>
        ) : null}
        {remaining === 0 ? <Alert severity="info">{dailyLimitText(0)}</Alert> : null}
        <MoneyField
          control={control}
          name="amount"
          label={t('wallet.amount')}
          required
          fullWidth
          autoFocus
          placeholder="0.00"
          unit="BITS™"
        />
        <Button type="submit" variant="contained" size="large" disabled={remaining === 0}>
          {t('wallet.continue')}
        </Button>
      </Stack>
    </>
  );
};
