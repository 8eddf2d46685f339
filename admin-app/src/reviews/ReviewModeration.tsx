import { REVIEW_TEXT_MAX, type TEnableDisableReviewRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { errorMessage } from '../providers/errors.ts';
import { REVIEWS_RESOURCE, type ReviewsDataProvider } from './reviewsDataProvider.ts';

/**
 * Disable (or enable again) a review with a reason, after a confirmation dialog (POST
 * /review/report/enable-disable through the reviews provider's `enableDisableReview`). Disabling hides
 * it from members, takes it out of the average, actions its open reports and tells its author;
 * enabling declines the open reports. Used on the review and the reported-review pages.
 */
export const ReviewEnableDisable = ({
  review,
}: {
  review: { id: string; enabled: boolean; author: { displayName: string } } | undefined;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: TEnableDisableReviewRequest) =>
      dataProvider.enableDisableReview(REVIEWS_RESOURCE, params),
    onSuccess: (res, params) => {
      notify(res.message ?? (params.enabled ? 'Review enabled.' : 'Review disabled.'), { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!review) return null;
  const enabling = !review.enabled;

  const submit = () => {
    if (!reason.trim()) {
      setError(`Please give the reason for ${enabling ? 'enabling' : 'disabling'} this review.`);
      return;
    }
    setError(null);
    mutate({ reviewId: review.id, enabled: enabling, reason: reason.trim() });
  };

  return (
    <>
      <Button variant="outlined" color={enabling ? 'primary' : 'error'} onClick={() => setOpen(true)}>
        {enabling ? 'Enable review' : 'Disable review'}
      </Button>
      <ConfirmDialog
        open={open}
        title={enabling ? 'Enable this review?' : 'Disable this review?'}
        titleId="review-enable-disable-title"
        intro={
          <DialogContentText>
            {enabling
              ? 'Members will see the review again and it counts in the average again. Its open reports are declined.'
              : `Members will no longer see this review by ${review.author.displayName}, and it leaves the average. Its open reports are marked as actioned, and the author is told.`}
          </DialogContentText>
        }
        confirm={enabling ? 'Enable review' : 'Disable review'}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <ReasonField value={reason} onChange={setReason} max={REVIEW_TEXT_MAX} />
      </ConfirmDialog>
    </>
  );
};
