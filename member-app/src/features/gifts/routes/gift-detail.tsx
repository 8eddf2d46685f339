import { GIFT_MESSAGES, PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../stores/notify.ts';
import { useCancelGift } from '../api/cancel-gift.ts';
import { GiftPage } from '../components/gift-page.tsx';

/** /gift-detail/:id: one sent (or received) gift; the sender may cancel it while it is pending. */
export const GiftDetailRoute = () => {
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
          notify({ message: GIFT_MESSAGES.cancelledBySender });
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <GiftPage
      giftId={id}
      title="Gift Details"
      back={{ to: PAGES.sentGifts.path, label: 'Sent Gifts' }}
      error={cancel.error}
      action={(gift) =>
        gift.canCancel ? (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Cancel gift
          </Button>
        ) : gift.canClaim ? (
          <Button component={RouterLink} to={PAGES.bitsGift.href(gift.id)} variant="contained">
            Claim
          </Button>
        ) : null
      }
    >
      <ConfirmDialog
        open={confirming}
        title="Cancel this gift?"
        confirmLabel="Cancel gift"
        danger
        pending={cancel.isPending}
        onConfirm={doCancel}
        onClose={() => setConfirming(false)}
      >
        The BITS come back to your wallet and the recipient can no longer claim them.
      </ConfirmDialog>
    </GiftPage>
  );
};
