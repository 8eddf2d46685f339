import { PAGES, PIN_LENGTH } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { cardLabel } from '../../../lib/card-form.ts';
import { formErrorMessage, serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { pageBankCheck } from '../../../lib/stripe.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useLoadBits } from '../api/load-bits.ts';
import { loadRequestBody, useLoadDraft } from '../lib/load-flow.ts';

/** The field of this page that takes the server's messages (the card's were checked on its own page). */
const FIELDS = ['pin'] as const;

/** /my-wallet/load-bits/bits-payment-info: the summary, the PIN, and Pay. Success → /my-wallet. */
export const BitsPaymentInfoRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const cards = useCards();
  const { draft, reset } = useLoadDraft();
  const load = useLoadBits();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  /** Set on success: the cleared draft must not send the member back to the amount page. */
  const finished = useRef(false);

  if (finished.current) return null;
  if (!draft.amountCents) return <Navigate to={PAGES.loadBits.path} replace />;
  if (!draft.source) return <Navigate to={PAGES.cardDetails.path} replace />;
  const source = draft.source;
  const savedCard = 'cardId' in source ? cards.data?.find((c) => c.id === source.cardId) : undefined;
  const cardText =
    'cardId' in source ? (savedCard ? cardLabel(savedCard) : t('wallet.pay.savedCard')) : source.label;
  const formError = formErrorMessage(load.error, FIELDS);

  const pay = () => {
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) {
      setPinError(t('wallet.pay.pinDigits', { length: PIN_LENGTH }));
      return;
    }
    setPinError(null);
    const body = loadRequestBody(draft.amountCents!, source, pin);
    // With Stripe, the bank's check (3-D Secure) in Stripe.js when the bank asks for one.
    const bankCheck = pageBankCheck({
      unavailable: t('wallet.stripe.unavailable'),
      failed: t('wallet.stripe.checkFailed'),
    });
    load.mutate(
      { body, bankCheck },
      {
        onSuccess: (data) => {
          notify({
            message: t('wallet.pay.done', {
              amount: formatGroupedBits(data.transaction.amountCents),
              balance: formatGroupedBits(data.balanceCents),
            }),
          });
          finished.current = true;
          navigate(PAGES.myWallet.path);
          reset();
        },
        onError: (e) => {
          const [onPin] = serverFieldMessages(e, FIELDS);
          if (onPin) setPinError(onPin[1]);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('wallet.pay.title')} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('wallet.pay.summary')} role="region">
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{t('wallet.amount')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatGroupedBits(draft.amountCents)}</Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
            <Typography color="text.secondary">{t('wallet.pay.card')}</Typography>
            <Typography>{cardText}</Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('wallet.pay.charged')}
          </Typography>
        </Paper>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault();
            pay();
          }}
        >
          <TextField
            label={t('wallet.pay.pin')}
            type="password"
            required
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
            error={pinError !== null}
            helperText={pinError}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: PIN_LENGTH } }}
          />
          <Button type="submit" variant="contained" size="large" loading={load.isPending}>
            {t('wallet.pay.submit', { amount: formatGroupedBits(draft.amountCents) })}
          </Button>
          <Button onClick={() => navigate(PAGES.cardDetails.path)} disabled={load.isPending}>
            {t('wallet.pay.change')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
};
