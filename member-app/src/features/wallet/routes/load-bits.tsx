import { centsToBits, PAGES, WALLET_LOAD_LIMITS, WALLET_MESSAGES, ZMoneyInput } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
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

/** /my-wallet/load-bits (banner style 1, title Load BITS): the amount, with the money input rules of §5. */
export const LoadBitsRoute = () => {
  const navigate = useNavigate();
  const wallet = useWallet();
  const { draft, update } = useLoadDraft();
  const remaining = wallet.data?.todayRemainingCents;
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { amount: draft.amountCents ? centsToBits(draft.amountCents) : '' },
  });

  return (
    <>
      <BannerHeader title="Load BITS" />
      <Stack
        component="form"
        noValidate
        aria-label="Load amount"
        spacing={2.5}
        sx={{ maxWidth: 480 }}
        onSubmit={handleSubmit(({ amount }) => {
          if (remaining !== undefined && amount > remaining) {
            setError('amount', { message: WALLET_MESSAGES.dailyLimit(remaining) });
            return;
          }
          update({ amountCents: amount });
          navigate(PAGES.cardDetails.path);
        })}
      >
        {wallet.data ? (
          <Typography color="text.secondary">
            Balance {formatGroupedBits(wallet.data.balanceCents)}. You can load{' '}
            {formatGroupedBits(wallet.data.todayRemainingCents)} more today (from{' '}
            {formatGroupedBits(WALLET_LOAD_LIMITS.minLoadCents)} to{' '}
            {formatGroupedBits(WALLET_LOAD_LIMITS.maxLoadCents)} per load).
          </Typography>
        ) : null}
        {remaining === 0 ? <Alert severity="info">{WALLET_MESSAGES.dailyLimit(0)}</Alert> : null}
        <MoneyField
          control={control}
          name="amount"
          label="Amount"
          required
          fullWidth
          autoFocus
          placeholder="0.00"
          unit="BITS™"
        />
        <Button type="submit" variant="contained" size="large" disabled={remaining === 0}>
          Continue
        </Button>
      </Stack>
    </>
  );
};
