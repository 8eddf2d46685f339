import { isApiError } from '@barterbits/api-client';
import { PAGES, type TBarterRequestDetail, ZPinAttempt } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { MessageMemberButton } from '../../../components/chat/message-member-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PinField } from '../../../components/form/pin-field.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatBits, formatDateTime } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { userAtom } from '../../../stores/session.ts';
import { useConfirmBarterRequest } from '../api/confirm-barter-request.ts';
import { useBarterRequest } from '../api/get-barter-request.ts';
import { useReleaseBarterPayment } from '../api/release-barter-payment.ts';
import { BarterStatusChip } from '../components/barter-status-chip.tsx';
import { DisputeSection } from '../components/dispute-section.tsx';
import { OpenDisputeDialog } from '../components/open-dispute-dialog.tsx';
import { holdText, translatedResolver } from '../lib/barter-text.ts';

export interface TransactionSuccessState {
  reference: string;
  amountCents: number;
  balanceCents: number;
  offerTitle: string;
  sellerName: string;
  /** Buyer protection: when the held payment goes to the seller unless the buyer confirms first. */
  heldUntil?: string;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box sx={{ textAlign: 'right', fontWeight: 500 }}>{children}</Box>
  </Stack>
);

/** /my-wallet/barter-requests/:id: a purchase request; the buyer accepts with their PIN or declines. */
export const BarterRequestRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const query = useBarterRequest(id);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('barter.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ py: 3 }}>
        <Alert severity="error">{query.error.message}</Alert>
        <Button component={RouterLink} to={PAGES.barterRequests.path} sx={{ mt: 2 }}>
          {t('barter.request.back')}
        </Button>
      </Box>
    );
  }
  return <RequestDetail request={query.data} />;
};

const RequestDetail = ({ request: r }: { request: TBarterRequestDetail }) => {
  const t = useT();
  const userId = useAtomValue(userAtom)?.userId;
  const isBuyer = r.buyer.id === userId;
  const canDecide = isBuyer && r.status === 'PENDING';
  return (
    <Box sx={{ maxWidth: 620 }}>
      <PageHeader title={t('barter.request.title')} subtitle={r.reference} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Row label={t('barter.request.offer')}>{r.offer.title}</Row>
        <Row label={t('barter.request.seller')}>
          {isBuyer ? (
            <MemberLink id={r.seller.id} name={r.seller.displayName} standalone />
          ) : (
            r.seller.displayName
          )}
        </Row>
        <Row label={t('barter.request.buyer')}>
          {isBuyer ? (
            r.buyer.displayName
          ) : (
            <MemberLink id={r.buyer.id} name={r.buyer.displayName} standalone />
          )}
        </Row>
        <Row label={t('barter.request.amount')}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {formatBits(r.amountCents)}
          </Typography>
        </Row>
        <Row label={t('barter.request.status')}>
          <BarterStatusChip status={r.status} refundedCents={r.refundedCents} />
        </Row>
        {r.note ? <Row label={t('barter.request.note')}>{r.note}</Row> : null}
        <Row label={t('barter.request.requested')}>{formatDateTime(r.createdAt)}</Row>
        {r.decidedAt ? <Row label={t('barter.request.decided')}>{formatDateTime(r.decidedAt)}</Row> : null}
        {r.transactionReference ? (
          <Row label={t('barter.request.transaction')}>{r.transactionReference}</Row>
        ) : null}
        {r.refunds.length > 0 ? (
          <>
            <Divider sx={{ my: 1 }} />
            <Typography sx={{ fontWeight: 600, py: 0.5 }}>{t('barter.request.refunds')}</Typography>
            {r.refunds.map((f) => (
              <Row key={f.reference} label={`${f.reference} · ${formatDateTime(f.createdAt)}`}>
                {formatBits(f.amountCents)}
                {f.reason ? (
                  <Typography variant="body2" color="text.secondary">
                    {f.reason}
                  </Typography>
                ) : null}
              </Row>
            ))}
          </>
        ) : null}
      </Paper>
      {r.hold ? <HoldSection request={r} isBuyer={isBuyer} /> : null}
      {r.dispute ? (
        <DisputeSection request={r} dispute={r.dispute} side={isBuyer ? 'buyer' : 'seller'} />
      ) : null}
      <Box sx={{ mt: 2 }}>
        <MessageMemberButton
          memberId={isBuyer ? r.seller.id : r.buyer.id}
          label={isBuyer ? t('barter.request.messageSeller') : t('barter.request.messageBuyer')}
        />
      </Box>
      {canDecide ? <Decide request={r} /> : null}
      {isBuyer ? (
        <Button component={RouterLink} to={PAGES.barterRequests.path} sx={{ mt: 2 }}>
          {t('barter.request.back')}
        </Button>
      ) : (
        <Button component={RouterLink} to={PAGES.barterRecord.path} sx={{ mt: 2 }}>
          {t('barter.request.backToSales')}
        </Button>
      )}
    </Box>
  );
};

/**
 * Buyer protection: where the held payment stands, for both sides; while it is held the buyer confirms
 * they received what they paid for, and the seller is paid, or opens a dispute for an admin to decide.
 */
const HoldSection = ({ request: r, isBuyer }: { request: TBarterRequestDetail; isBuyer: boolean }) => {
  const t = useT();
  const notify = useNotify();
  const release = useReleaseBarterPayment();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [disputeOpen, setDisputeOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!r.hold) return null;
  const canConfirm = isBuyer && r.hold.status === 'HELD';

  const onRelease = () =>
    release.mutate(
      { requestId: r.id },
      {
        onSuccess: (res) => {
          setProblem(null);
          notify({ message: res.message ?? t('barter.hold.releasedNotice') });
        },
        onError: (e) => setProblem(e.message),
        onSettled: () => setConfirmOpen(false),
      },
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="buyer-protection-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography id="buyer-protection-title" component="h2" sx={{ fontWeight: 600 }}>
          {t('barter.hold.label')}
        </Typography>
        <Typography>{holdText(r.hold, isBuyer ? 'buyer' : 'seller')}</Typography>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {canConfirm ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('barter.hold.confirmLead')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="contained" onClick={() => setConfirmOpen(true)} disabled={release.isPending}>
                {t('barter.hold.confirm')}
              </Button>
              <Button variant="outlined" onClick={() => setDisputeOpen(true)} disabled={release.isPending}>
                {t('barter.dispute.open')}
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title={t('barter.hold.confirmTitle')}
        confirmLabel={t('barter.hold.confirmAction')}
        cancelLabel={t('barter.hold.notYet')}
        pending={release.isPending}
        onConfirm={onRelease}
        onClose={() => setConfirmOpen(false)}
      >
        {t('barter.hold.confirmText', {
          seller: r.seller.displayName,
          amount: formatBits(r.hold.heldCents),
        })}
      </ConfirmDialog>
      {/* Open until the buyer closes it, also if the page learns meanwhile that the payment was released:
          what they typed stays, and sending it tells them why it can no longer be disputed. */}
      {disputeOpen ? <OpenDisputeDialog request={r} onClose={() => setDisputeOpen(false)} /> : null}
    </Paper>
  );
};

const ZAcceptForm = z.object({ pin: ZPinAttempt });

const Decide = ({ request: r }: { request: TBarterRequestDetail }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirmBarterRequest();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [problem, setProblem] = useState<{ message: string; insufficient: boolean } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<{ pin: string }>({
    resolver: translatedResolver(zodResolver(ZAcceptForm)),
    defaultValues: { pin: '' },
  });

  const onFailure = (e: Error) => {
    if (applyServerErrors(e, ['pin'], setError)) return setProblem(null);
    if (isApiError(e) && e.code === 'INCORRECT_PIN') {
      // A wrong PIN comes without field messages: the form says it on the PIN field all the same.
      setError('pin', { message: e.message });
      return setProblem(null);
    }
    setProblem({ message: e.message, insufficient: isApiError(e) && e.code === 'INSUFFICIENT_BITS' });
  };

  const onAccept = handleSubmit(({ pin }) =>
    confirm.mutate(
      { requestId: r.id, accept: true, pin },
      {
        onSuccess: (res) => {
          const state: TransactionSuccessState = {
            reference: res.data.transactionReference ?? res.data.request.reference,
            amountCents: res.data.request.amountCents,
            balanceCents: res.data.balanceCents,
            offerTitle: res.data.request.offer.title,
            sellerName: res.data.request.seller.displayName,
            ...(res.data.request.hold?.status === 'HELD'
              ? { heldUntil: res.data.request.hold.releaseAt }
              : {}),
          };
          navigate(PAGES.transactionSuccessful.path, { state, replace: true });
        },
        onError: (e) => {
          reset({ pin: '' }, { keepErrors: true });
          onFailure(e);
        },
      },
    ),
  );

  const onDecline = () =>
    confirm.mutate(
      { requestId: r.id, accept: false },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('barter.request.declined') });
          navigate(PAGES.barterRequests.path);
        },
        onError: onFailure,
        onSettled: () => setDeclineOpen(false),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={t('barter.request.acceptForm')}
        onSubmit={onAccept}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {t('barter.request.pay', { amount: formatBits(r.amountCents), seller: r.seller.displayName })}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem.message}
            {problem.insufficient ? (
              <>
                {' '}
                <Link component={RouterLink} to={PAGES.loadBits.path}>
                  {t('barter.loadBits')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PinField control={control} name="pin" label={t('barter.pin')} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={confirm.isPending && !declineOpen}>
            {t('barter.request.accept')}
          </Button>
          <Button color="error" onClick={() => setDeclineOpen(true)} disabled={confirm.isPending}>
            {t('barter.request.decline')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={declineOpen}
        title={t('barter.request.declineTitle')}
        confirmLabel={t('barter.request.decline')}
        danger
        pending={confirm.isPending}
        onConfirm={onDecline}
        onClose={() => setDeclineOpen(false)}
      >
        {t('barter.request.declineText', {
          seller: r.seller.displayName,
          amount: formatBits(r.amountCents),
          offer: r.offer.title,
        })}
      </ConfirmDialog>
    </Paper>
  );
};
