import { PAGES, REVIEW_MESSAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useUpdateReply } from '../api/update-reply.ts';
import { RECEIVED, ReplyForm } from '../components/reply-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { useGoBack } from '../components/use-go-back.ts';

/** /rating-review/:id/edit-reply: the reviewed member changes their reply. */
export const EditReplyRoute = () => {
  const { id = '' } = useParams();
  const back = useGoBack(RECEIVED);
  const update = useUpdateReply();
  return (
    <ReviewPage title="Edit your reply" onBack={back} maxWidth={720}>
      <ReviewGate
        reviewId={id}
        render={(review) =>
          !review.reply ? (
            <Alert
              severity="info"
              action={
                review.canReply ? (
                  <Button color="inherit" component={RouterLink} to={PAGES.replyReview.href(id)}>
                    Reply
                  </Button>
                ) : undefined
              }
            >
              {REVIEW_MESSAGES.noReply}
            </Alert>
          ) : !review.reply.canEdit ? (
            <Alert severity="info">{REVIEW_MESSAGES.notSubject}</Alert>
          ) : (
            <ReplyForm
              reviewId={review.id}
              label="Reply"
              defaultText={review.reply.text}
              submitLabel="Save reply"
              mutation={update}
              successMessage={REVIEW_MESSAGES.replyUpdated}
              onCancel={back}
            />
          )
        }
      />
    </ReviewPage>
  );
};
