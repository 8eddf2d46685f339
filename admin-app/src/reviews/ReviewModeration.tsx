import { REVIEW_TEXT_MAX, type TEnableDisableReviewRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import { useT } from '../i18n/useT.ts';
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
  const t = useT();
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: TEnableDisableReviewRequest) =>
      dataProvider.enableDisableReview(REVIEWS_RESOURCE, params),
    success: (params) =>
      t(params.enabled ? 'console.reviews.view.enabledDone' : 'console.reviews.view.disabledDone'),
  });
  if (!review || !allowed) return null;
  const enabling = !review.enabled;

  return (
    <>
      <Button variant="outlined" color={enabling ? 'primary' : 'error'} onClick={show}>
        {t(enabling ? 'console.reviews.view.enable' : 'console.reviews.view.disable')}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={t(enabling ? 'console.reviews.view.enableTitle' : 'console.reviews.view.disableTitle')}
        titleId="review-enable-disable-title"
        intro={
          <DialogContentText>
            {enabling
              ? t('console.reviews.view.enableIntro')
              : t('console.reviews.view.disableIntro', { name: review.author.displayName })}
          </DialogContentText>
        }
        confirm={t(enabling ? 'console.reviews.view.enable' : 'console.reviews.view.disable')}
        onSubmit={() =>
          submit(
            t(enabling ? 'console.reviews.view.enableReason' : 'console.reviews.view.disableReason'),
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
