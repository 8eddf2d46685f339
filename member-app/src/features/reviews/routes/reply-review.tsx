import { PAGES, REVIEW_MESSAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCreateReply } from '../api/create-reply.ts';
import { RECEIVED, ReplyForm } from '../components/reply-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { useGoBack } from '../components/use-go-back.ts';

/** /rating-review/:id/reply-review: the reviewed member answers a review, once. */
export const ReplyReviewRoute = () => {
  const { id = '' } = useParams();
  const back = useGoBack(RECEIVED);
  const create = useCreateReply();
  return (
    <ReviewPage
      title="Reply to a review"
      subtitle="Your reply shows under the review, for every member to read. You can reply once and edit it later."
      onBack={back}
      maxWidth={720}
    >
      <ReviewGate
        reviewId={id}
        render={(review) =>
          review.reply ? (
            <Alert
              severity="info"
              action={
                review.reply.canEdit ? (
                  <Button color="inherit" component={RouterLink} to={PAGES.editReply.href(id)}>
                    Edit reply
                  </Button>
                ) : undefined
              }
            >
              {REVIEW_MESSAGES.alreadyReplied}
            </Alert>
          ) : !review.canReply ? (
            <Alert severity="info">{REVIEW_MESSAGES.notSubject}</Alert>
          ) : (
            <ReplyForm
              reviewId={review.id}
              label="Reply"
              defaultText=""
              submitLabel="Post reply"
              mutation={create}
              successMessage={REVIEW_MESSAGES.replied}
              onCancel={back}
            />
          )
        }
      />
    </ReviewPage>
  );
};
