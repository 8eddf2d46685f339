import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { useUpdateReply } from '../api/update-reply.ts';
import { RECEIVED, ReplyForm } from '../components/reply-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { useGoBack } from '../components/use-go-back.ts';

/** /rating-review/:id/edit-reply: the reviewed member changes their reply. */
export const EditReplyRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const back = useGoBack(RECEIVED);
  const update = useUpdateReply();
  return (
    <ReviewPage title={t('reviews.editReply.title')} onBack={back} maxWidth={720}>
      <ReviewGate
        reviewId={id}
        render={(review) =>
          !review.reply ? (
            <Alert
              severity="info"
              action={
                review.canReply ? (
                  <Button color="inherit" component={RouterLink} to={PAGES.replyReview.href(id)}>
                    {t('reviews.reply.reply')}
                  </Button>
                ) : undefined
              }
            >
              {t('reviews.editReply.noReply')}
            </Alert>
          ) : !review.reply.canEdit ? (
            <Alert severity="info">{t('reviews.reply.notSubject')}</Alert>
          ) : (
            <ReplyForm
              reviewId={review.id}
              label={t('reviews.reply.form')}
              defaultText={review.reply.text}
              submitLabel={t('reviews.editReply.submit')}
              mutation={update}
              successMessage={t('reviews.editReply.updated')}
              onCancel={back}
            />
          )
        }
      />
    </ReviewPage>
  );
};
