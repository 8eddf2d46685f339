import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useCancelGift } from '../api/cancel-gift.ts';
import { GiftPage } from '../components/gift-page.tsx';

/** /gift-detail/:id: one sent (or received) gift; the sender may cancel it while it is pending. */
export const GiftDetailRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const cancel = useCancelGift();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);

  const doCancel = () =>
    cancel.mutate(
      { giftId: id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({ message: t('gifts.detail.cancelled') });
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <GiftPage
      giftId={id}
      title={t('gifts.detail.title')}
      back={{ to: PAGES.sentGifts.path, label: t('gifts.sentTitle') }}
      error={cancel.error}
      action={(gift) =>
        gift.canCancel ? (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('gifts.detail.cancel')}
          </Button>
        ) : gift.canClaim ? (
          <Button component={RouterLink} to={PAGES.bitsGift.href(gift.id)} variant="contained">
            {t('gifts.claim')}
          </Button>
        ) : null
      }
    >
      <ConfirmDialog
        open={confirming}
        title={t('gifts.detail.cancelTitle')}
        confirmLabel={t('gifts.detail.cancel')}
        danger
        pending={cancel.isPending}
        onConfirm={doCancel}
        onClose={() => setConfirming(false)}
      >
        {t('gifts.detail.cancelText')}
      </ConfirmDialog>
    </GiftPage>
  );
};
