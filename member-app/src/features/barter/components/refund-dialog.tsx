import { isApiError } from '@barterbits/api-client';
import {
  bitsToCents,
  centsToBits,
  PIN_LENGTH,
  type TBarterRequest,
  VALIDATION_MESSAGES,
  ZMoneyInput,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, sanitizeMoneyInput } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useRefundBarter } from '../api/refund-barter.ts';
import { validationText } from '../lib/barter-text.ts';

/** The fields that take the server's messages. */
const FIELDS = ['pin', 'amountCents'] as const;

/**
 * Refund an accepted sale: the amount (the whole rest by default) and an optional reason. While the
 * payment is held for the buyer's protection, the refund comes out of the hold, not the seller's wallet.
 */
export const RefundDialog = ({ sale, onClose }: { sale: TBarterRequest; onClose: () => void }) => {
  const t = useT();
  const rest = sale.amountCents - sale.refundedCents;
  const held = sale.hold?.status === 'HELD';
  const [amount, setAmount] = useState(centsToBits(rest));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const refund = useRefundBarter();
  const notify = useNotify();

  const submit = () => {
    const parsed = ZMoneyInput.safeParse(amount);
    if (!parsed.success)
      return setError(validationText(parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required));
    if (bitsToCents(amount) > rest) return setError(t('barter.refund.tooMuch', { amount: formatBits(rest) }));
    setError(null);
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin))
      return setPinError(t('barter.pinDigits', { length: PIN_LENGTH }));
    setPinError(null);
    refund.mutate(
      {
        requestId: sale.id,
        amountCents: parsed.data,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        pin,
      },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('barter.refund.sent') });
          onClose();
        },
        onError: (e) => {
          setPin('');
          const messages = Object.fromEntries(serverFieldMessages(e, FIELDS));
          // A wrong PIN comes without field messages: the dialog says it on the PIN field all the same.
          if (messages.pin || (isApiError(e) && e.code === 'INCORRECT_PIN')) {
            setPinError(messages.pin ?? e.message);
            return;
          }
          // The amount's messages show above the fields, as the dialog's own checks do.
          setError(messages.amountCents ?? (isApiError(e) ? e.message : t('barter.refund.failed')));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      aria-labelledby="refund-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="refund-dialog-title">{t('barter.refund.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {sale.refundedCents > 0
              ? t('barter.refund.summaryRefunded', {
                  offer: sale.offer.title,
                  buyer: sale.buyer.displayName,
                  paid: formatBits(sale.amountCents),
                  refunded: formatBits(sale.refundedCents),
                })
              : t('barter.refund.summary', {
                  offer: sale.offer.title,
                  buyer: sale.buyer.displayName,
                  paid: formatBits(sale.amountCents),
                })}
          </Typography>
          {held ? (
            <Alert severity="info" icon={false}>
              {t('barter.refund.fromHold')}
            </Alert>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={t('barter.refund.amount')}
            value={amount}
            onChange={(e) => setAmount(sanitizeMoneyInput(e.target.value))}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            helperText={t('barter.refund.upTo', { amount: formatBits(rest) })}
          />
          <TextField
            label={t('barter.refund.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 250))}
            multiline
            minRows={2}
            helperText={`${reason.length}/250`}
          />
          <TextField
            label={t('barter.pin')}
            type="password"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
            required
            error={pinError !== null}
            helperText={pinError ?? (held ? t('barter.refund.pinHelpHeld') : t('barter.refund.pinHelp'))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: PIN_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending}>
          {t('barter.refund.close')}
        </Button>
        <Button variant="contained" onClick={submit} loading={refund.isPending}>
          {t('barter.refund.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
