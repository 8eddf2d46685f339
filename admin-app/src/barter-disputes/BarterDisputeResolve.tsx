import {
  BARTER_DISPUTE_OUTCOMES,
  BARTER_DISPUTE_TEXT_MAX,
  type BarterDisputeOutcome,
} from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog, ErrorAlert } from '../components/ConfirmDialog.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import {
  bitsLabel,
  type Moves,
  movesOf,
  movesText,
  OUTCOME_KEYS,
  partyName,
  SPLIT_PROBLEM_KEYS,
} from './barterDisputeLabels.ts';
import {
  BARTER_DISPUTES_RESOURCE,
  type BarterDisputeRecord,
  type BarterDisputesDataProvider,
  type ResolveBarterDisputeParams,
  resolveAttempt,
} from './barterDisputesDataProvider.ts';

/**
 * The decision on a dispute still to decide, for admins the server lets resolve (moderators and super
 * admins; support sees nothing): the outcome (release to the seller, refund the buyer, or split), the
 * seller's part of a split in BITS with the buyer's part worked out as it is typed, and the note both parties
 * read. "Resolve" checks the form, then a dialog says exactly what moves to whom; confirming sends it with
 * the attempt's own Idempotency-Key. A refusal (the seller's days to answer not over, only a refund once
 * they are over without an answer, a split out of range) shows the server's words in the dialog.
 */
export const BarterDisputeResolve = () => {
  const allowed = useCan('adminResolveBarterDispute');
  const d = useRecordContext<BarterDisputeRecord>();
  if (!d || !allowed || d.status === 'RESOLVED') return null;
  return <ResolveForm dispute={d} />;
};

const ResolveForm = ({ dispute: d }: { dispute: BarterDisputeRecord }) => {
  const dataProvider = useDataProvider<BarterDisputesDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const outcomeLabelId = useId();
  const [outcome, setOutcome] = useState<BarterDisputeOutcome | ''>('');
  const [sellerPart, setSellerPart] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Moves | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const held = d.barter.heldCents;
  const heldText = bitsLabel(held);
  const names = { seller: partyName(d.seller), buyer: partyName(d.buyer) };
  const split = movesOf('SPLIT', held, sellerPart);
  const splitHelp =
    'problem' in split
      ? sellerPart.trim()
        ? t(SPLIT_PROBLEM_KEYS[split.problem], { held: heldText })
        : t('console.barter-disputes.resolve.sellerPartHint', { held: heldText })
      : t('console.barter-disputes.resolve.buyerPart', { amount: bitsLabel(split.buyerCents) });

  const close = () => {
    setConfirming(null);
    setDialogError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: ResolveBarterDisputeParams) =>
      dataProvider.resolveBarterDispute(BARTER_DISPUTES_RESOURCE, params),
    onSuccess: (res) => {
      notify(res.message ?? t('console.barter-disputes.resolve.done'), { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setDialogError(errorMessage(err)),
  });

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (!outcome) return setFormError(t('console.barter-disputes.resolve.outcomeMissing'));
    const moves = movesOf(outcome, held, sellerPart);
    if ('problem' in moves) return setFormError(t(SPLIT_PROBLEM_KEYS[moves.problem], { held: heldText }));
    if (!note.trim()) return setFormError(t('console.barter-disputes.resolve.noteMissing'));
    setFormError(null);
    setDialogError(null);
    setConfirming(moves);
  };

  return (
    <Section title="console.barter-disputes.resolve.title" grid={false}>
      <Stack component="form" noValidate onSubmit={check} spacing={2.5} sx={{ maxWidth: 560 }}>
        <ErrorAlert error={formError} />
        <FormControl required>
          <FormLabel id={outcomeLabelId}>{t('console.barter-disputes.resolve.outcome')}</FormLabel>
          <RadioGroup
            aria-labelledby={outcomeLabelId}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as BarterDisputeOutcome)}
          >
            {BARTER_DISPUTE_OUTCOMES.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={t(OUTCOME_KEYS[o])} />
            ))}
          </RadioGroup>
        </FormControl>
        {outcome === 'SPLIT' ? (
          <TextField
            label={t('console.barter-disputes.resolve.sellerPart')}
            required
            value={sellerPart}
            onChange={(e) => setSellerPart(e.target.value)}
            error={sellerPart.trim() !== '' && 'problem' in split}
            helperText={splitHelp}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              formHelperText: { 'aria-live': 'polite' } as object,
            }}
          />
        ) : null}
        <CountedTextField
          label={t('console.barter-disputes.resolve.note')}
          required
          minRows={3}
          max={BARTER_DISPUTE_TEXT_MAX}
          value={note}
          onChange={setNote}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('console.barter-disputes.resolve.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('console.barter-disputes.resolve.confirmTitle', { reference: d.barter.reference })}
        titleId={`resolve-barter-dispute-${d.id}-title`}
        intro={
          confirming ? (
            <>
              <DialogContentText>{movesText(confirming, names, t)}</DialogContentText>
              <DialogContentText>{t('console.barter-disputes.resolve.final')}</DialogContentText>
            </>
          ) : null
        }
        confirm={t('console.barter-disputes.resolve.confirm')}
        error={dialogError}
        busy={isPending}
        onClose={close}
        onSubmit={() => {
          if (!confirming || !outcome) return;
          mutate(
            resolveAttempt(d.id, {
              outcome,
              note,
              ...(outcome === 'SPLIT' ? { sellerCents: confirming.sellerCents } : {}),
            }),
          );
        }}
      >
        {null}
      </ConfirmDialog>
    </Section>
  );
};
