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
import { formatBits, sanitizeMoneyInput } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useRefundBarter } from '../api/refund-barter.ts';

/** The fields that take the server's messages. */
const FIELDS = ['pin', 'amountCents'] as const;

/** Refund an accepted sale: the amount (the whole rest by default) and an optional reason. */
export const RefundDialog = ({ sale, onClose }: { sale: TBarterRequest; onClose: () => void }) => {
  const rest = sale.amountCents - sale.refundedCents;
  const [amount, setAmount] = useState(centsToBits(rest));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const refund = useRefundBarter();
  const notify = useNotify();

  const submit = () => {
    const parsed = ZMoneyInput.safeParse(amount);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required);
    if (bitsToCents(amount) > rest) return setError(`At most ${formatBits(rest)} can be refunded.`);
    setError(null);
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin))
      return setPinError(`Please enter your ${PIN_LENGTH}-digit PIN.`);
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
          notify({ message: res.message ?? 'Refund sent to the buyer.' });
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
          setError(messages.amountCents ?? (isApiError(e) ? e.message : 'Some error occurred.'));
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
      <DialogTitle id="refund-dialog-title">Refund sale</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {sale.offer.title} to {sale.buyer.displayName}: paid {formatBits(sale.amountCents)}
            {sale.refundedCents > 0 ? `, refunded ${formatBits(sale.refundedCents)}` : ''}.
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label="Refund amount (BITS)"
            value={amount}
            onChange={(e) => setAmount(sanitizeMoneyInput(e.target.value))}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            helperText={`Up to ${formatBits(rest)}`}
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 250))}
            multiline
            minRows={2}
            helperText={`${reason.length}/250`}
          />
          <TextField
            label="PIN"
            type="password"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
            required
            error={pinError !== null}
            helperText={pinError ?? 'A refund moves BITS from your wallet: confirm it with your PIN.'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: PIN_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending}>
          Close
        </Button>
        <Button variant="contained" onClick={submit} loading={refund.isPending}>
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
};
