import { REVIEW_TEXT_MAX, type TEnableDisableReviewRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import { useCan } from '../permissions/useCan.ts';
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
  const allowed = useCan('enableDisableReview');
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: TEnableDisableReviewRequest) =>
      dataProvider.enableDisableReview(REVIEWS_RESOURCE, params),
    success: (params) => (params.enabled ? 'Review enabled.' : 'Review disabled.'),
  });
  if (!review || !allowed) return null;
  const enabling = !review.enabled;

  return (
    <>
      <Button variant="outlined" color={enabling ? 'primary' : 'error'} onClick={show}>
        {enabling ? 'Enable review' : 'Disable review'}
      </Button>
      <ConfirmDialog
        {...dialog}
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
        onSubmit={() =>
          submit(
            `Please give the reason for ${enabling ? 'enabling' : 'disabling'} this review.`,
            (trimmed) => ({
              reviewId: review.id,
              enabled: enabling,
              reason: trimmed,
            }),
          )
        }
      >
        <ReasonField value={reason} onChange={setReason} max={REVIEW_TEXT_MAX} />
      </ConfirmDialog>
    </>
  );
};
