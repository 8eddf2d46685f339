import { isApiError } from '@barterbits/api-client';
import { GIFT_MESSAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../stores/notify.ts';
import { PageHeader } from '../../offers/components/page-header.tsx';
import { useCancelGift } from '../api/cancel-gift.ts';
import { useGift } from '../api/get-gift.ts';
import { GiftDetails } from '../components/gift-details.tsx';
import { newAttemptKey } from '../lib/format.ts';

/** /gift-detail/:id: one sent (or received) gift; the sender may cancel it while it is pending. */
export const GiftDetailRoute = () => {
  const { id = '' } = useParams();
  const gift = useGift(id);
  const cancel = useCancelGift();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const key = useRef<string | null>(null);

  const doCancel = () => {
    key.current ??= newAttemptKey();
    cancel.mutate(
      { giftId: id, key: key.current },
      {
        onSuccess: () => {
          key.current = null;
          setConfirming(false);
          notify({ message: GIFT_MESSAGES.cancelledBySender });
        },
        onError: (e) => {
          if (isApiError(e) && e.status !== 0) key.current = null;
          setConfirming(false);
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Button component={RouterLink} to="/sent-gifts" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        Sent Gifts
      </Button>
      <PageHeader title="Gift Details" />
      {cancel.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {cancel.error.message}
        </Alert>
      ) : null}
      {gift.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : gift.isError ? (
        <Alert severity="error" role="alert">
          {gift.error.message}
        </Alert>
      ) : (
        <GiftDetails
          gift={gift.data}
          action={
            gift.data.canCancel ? (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                Cancel gift
              </Button>
            ) : gift.data.canClaim ? (
              <Button component={RouterLink} to={`/bits-gift/${gift.data.id}`} variant="contained">
                Claim
              </Button>
            ) : null
          }
        />
      )}
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
    </Box>
  );
};
