import type { TBarterRequest } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { formatBits } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { userAtom } from '../../../stores/session.ts';
import { useCancelBarterRequest } from '../api/cancel-barter-request.ts';
import { useBarterRecords } from '../api/get-barter-records.ts';
import { BarterCard, BarterList } from '../components/barter-list.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';

/** /my-wallet/barter-record: the seller's Barter Sales (newest first), Process Sale, cancel and refund. */
export const BarterRecordRoute = () => {
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const query = useBarterRecords(userId);
  const cancel = useCancelBarterRequest();
  const notify = useNotify();
  const [toCancel, setToCancel] = useState<TBarterRequest | null>(null);
  const [toRefund, setToRefund] = useState<TBarterRequest | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (res) => notify({ message: res.message ?? 'Sale request cancelled.' }),
      onError: (e) => notify({ message: e.message, severity: 'error' }),
      onSettled: () => setToCancel(null),
    });
  };

  return (
    <>
      <BannerHeader title="Barter Sales">
        <Button component={RouterLink} to={PAGES.processBarter.path} variant="contained" color="secondary">
          Process Sale
        </Button>
      </BannerHeader>
      <BarterList
        label="Barter sales"
        query={query}
        empty={<Typography>No sales yet. Use Process Sale to ask a buyer to pay in BITS.</Typography>}
        render={(item) => (
          <BarterCard
            item={item}
            side="seller"
            actions={
              item.status === 'PENDING' ? (
                <Button color="error" onClick={() => setToCancel(item)}>
                  Cancel request
                </Button>
              ) : item.status === 'ACCEPTED' && item.refundedCents < item.amountCents ? (
                <Button onClick={() => setToRefund(item)}>Refund</Button>
              ) : null
            }
          />
        )}
      />
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this sale request?"
        confirmLabel="Cancel request"
        danger
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      >
        {toCancel
          ? `${toCancel.buyer.displayName} will no longer be able to pay ${formatBits(toCancel.amountCents)} for ${toCancel.offer.title}.`
          : null}
      </ConfirmDialog>
      {toRefund ? <RefundDialog sale={toRefund} onClose={() => setToRefund(null)} /> : null}
    </>
  );
};
