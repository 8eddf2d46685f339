import type { TBarterRequest } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { userAtom } from '../../../stores/session.ts';
import { useCancelBarterRequest } from '../api/cancel-barter-request.ts';
import { useBarterRecords } from '../api/get-barter-records.ts';
import { BarterCard, BarterList } from '../components/barter-list.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';

/** /my-wallet/barter-record: the seller's Barter Sales (newest first), Process Sale, cancel, refund and details. */
export const BarterRecordRoute = () => {
  const t = useT();
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const query = useBarterRecords(userId);
  const cancel = useCancelBarterRequest();
  const notify = useNotify();
  const [toCancel, setToCancel] = useState<TBarterRequest | null>(null);
  const [toRefund, setToRefund] = useState<TBarterRequest | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (res) => notify({ message: res.message ?? t('barter.sales.cancelled') }),
      onError: (e) => notify({ message: e.message, severity: 'error' }),
      onSettled: () => setToCancel(null),
    });
  };

  return (
    <>
      <BannerHeader title={t('barter.sales.title')}>
        <Button component={RouterLink} to={PAGES.processBarter.path} variant="contained" color="secondary">
          {t('barter.sales.process')}
        </Button>
      </BannerHeader>
      <BarterList
        label={t('barter.sales.list')}
        query={query}
        empty={<Typography>{t('barter.sales.empty')}</Typography>}
        render={(item) => (
          <BarterCard
            item={item}
            side="seller"
            actions={
              <>
                {item.status === 'PENDING' ? (
                  <Button color="error" onClick={() => setToCancel(item)}>
                    {t('barter.sales.cancel')}
                  </Button>
                ) : null}
                {item.status === 'ACCEPTED' &&
                item.refundedCents < item.amountCents &&
                item.hold?.status !== 'DISPUTED' ? (
                  <Button onClick={() => setToRefund(item)}>{t('barter.sales.refund')}</Button>
                ) : null}
                <Button component={RouterLink} to={PAGES.barterRequest.href(item.id)}>
                  {t('barter.sales.details')}
                </Button>
              </>
            }
          />
        )}
      />
      <ConfirmDialog
        open={toCancel !== null}
        title={t('barter.sales.cancelTitle')}
        confirmLabel={t('barter.sales.cancel')}
        danger
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      >
        {toCancel
          ? t('barter.sales.cancelText', {
              buyer: toCancel.buyer.displayName,
              amount: formatBits(toCancel.amountCents),
              offer: toCancel.offer.title,
            })
          : null}
      </ConfirmDialog>
      {toRefund ? <RefundDialog sale={toRefund} onClose={() => setToRefund(null)} /> : null}
    </>
  );
};
