import {
  ADMIN_WALLET_KINDS,
  type AdminWalletKind,
  formatBits,
  VALIDATION_MESSAGES,
  ZMoneyInput,
} from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { DialogForm, ErrorAlert } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import {
  type PostAdjustmentParams,
  WALLET_TRANSACTIONS_RESOURCE,
  type WalletTransactionsDataProvider,
} from './walletDataProvider.ts';

const REASON_MAX = 250;
/** The confirmation's question, and the kind's name in the select, for each kind. */
const QUESTION = {
  REWARD: 'console.wallet-transactions.adjust.REWARD',
  CREDIT: 'console.wallet-transactions.adjust.CREDIT',
  DEBIT: 'console.wallet-transactions.adjust.DEBIT',
} as const satisfies Record<AdminWalletKind, ConsoleKey>;
const KIND = {
  REWARD: 'console.wallet-transactions.adjust.kinds.REWARD',
  CREDIT: 'console.wallet-transactions.adjust.kinds.CREDIT',
  DEBIT: 'console.wallet-transactions.adjust.kinds.DEBIT',
} as const satisfies Record<AdminWalletKind, ConsoleKey>;

interface Draft {
  kind: AdminWalletKind;
  amountCents: number;
  reason: string;
  /** One key per confirmed attempt: a retry after a lost answer cannot apply it twice. */
  key: string;
}

/**
 * "Adjust / Reward" on a member's page: a reward (from the rewards account) or a correction
 * (credit or debit), an amount in BITS and a reason; then a confirmation step showing exactly what
 * will be posted; the wallet-transactions provider's `postAdjustment` sends it with an Idempotency-Key
 * per confirmed attempt.
 */
export const WalletAdjustDialog = ({ userId, memberName }: { userId: string; memberName: string }) => {
  const allowed = useCan('adminWalletPost');
  const notify = useNotify();
  const t = useT();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<WalletTransactionsDataProvider>();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AdminWalletKind>('REWARD');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  const close = () => {
    setOpen(false);
    setKind('REWARD');
    setAmount('');
    setReason('');
    setErrors({});
    setError(null);
    setDraft(null);
  };
  const { mutate, isPending: saving } = useMutation({
    mutationFn: (params: PostAdjustmentParams) =>
      dataProvider.postAdjustment(WALLET_TRANSACTIONS_RESOURCE, params),
    onSuccess: (res) => {
      notify(
        `${res.message ?? t('console.wallet-transactions.adjust.done')} ${res.data.transaction.reference}`,
        {
          type: 'success',
        },
      );
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });

  const review = () => {
    const parsed = ZMoneyInput.safeParse(amount);
    const next: typeof errors = {};
    if (!parsed.success) next.amount = parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.numericOnly;
    if (!reason.trim()) next.reason = VALIDATION_MESSAGES.required;
    setErrors(next);
    if (!parsed.success || next.reason) return;
    setError(null);
    setDraft({ kind, amountCents: parsed.data, reason: reason.trim(), key: `adm-${crypto.randomUUID()}` });
  };

  const confirm = () => {
    if (!draft) return;
    setError(null);
    mutate({
      userId,
      kind: draft.kind,
      amountCents: draft.amountCents,
      reason: draft.reason,
      idempotencyKey: draft.key,
    });
  };
  if (!allowed) return null;

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('console.wallet-transactions.adjust.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="wallet-adjust-title">
        <DialogTitle id="wallet-adjust-title">
          {t('console.wallet-transactions.adjust.title', { name: memberName })}
        </DialogTitle>
        {draft ? (
          <>
            <DialogContent>
              <Stack spacing={2}>
                <ErrorAlert error={error} />
                <DialogContentText>
                  {t(QUESTION[draft.kind], { amount: formatBits(draft.amountCents), name: memberName })}
                </DialogContentText>
                <DialogContentText>
                  {t('console.wallet-transactions.adjust.reason', { reason: draft.reason })}
                </DialogContentText>
                <DialogContentText variant="body2">
                  {t('console.wallet-transactions.adjust.final')}
                </DialogContentText>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDraft(null)} disabled={saving}>
                {t('console.wallet-transactions.adjust.back')}
              </Button>
              <Button variant="contained" onClick={confirm} disabled={saving}>
                {t('console.wallet-transactions.adjust.confirm')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <DialogForm
            confirm={t('console.wallet-transactions.adjust.continue')}
            onClose={close}
            onSubmit={review}
          >
            <TextField
              select
              label={t('console.wallet-transactions.adjust.kind')}
              required
              value={kind}
              onChange={(e) => setKind(e.target.value as AdminWalletKind)}
            >
              {ADMIN_WALLET_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(KIND[k])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('console.wallet-transactions.adjust.amount')}
              required
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={!!errors.amount}
              helperText={errors.amount ?? t('console.wallet-transactions.adjust.amountHint')}
            />
            <ReasonField value={reason} onChange={setReason} max={REASON_MAX} error={!!errors.reason} />
            <ErrorAlert
              error={
                errors.reason
                  ? t('console.wallet-transactions.adjust.reason', { reason: errors.reason })
                  : null
              }
            />
          </DialogForm>
        )}
      </Dialog>
    </>
  );
};
