import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { useCreateReply } from '../api/create-reply.ts';
import { RECEIVED, ReplyForm } from '../components/reply-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { useGoBack } from '../components/use-go-back.ts';

/** /rating-review/:id/reply-review: the reviewed member answers a review, once. */
export const ReplyReviewRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const back = useGoBack(RECEIVED);
  const create = useCreateReply();
  return (
    <ReviewPage
      title={t('reviews.reply.title')}
      subtitle={t('reviews.reply.subtitle')}
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
                    {t('reviews.reply.edit')}
                  </Button>
                ) : undefined
              }
            >
              {t('reviews.reply.alreadyReplied')}
            </Alert>
          ) : !review.canReply ? (
            <Alert severity="info">{t('reviews.reply.notSubject')}</Alert>
          ) : (
            <ReplyForm
              reviewId={review.id}
              label={t('reviews.reply.form')}
              defaultText=""
              submitLabel={t('reviews.reply.post')}
              mutation={create}
              successMessage={t('reviews.reply.posted')}
              onCancel={back}
            />
          )
        }
      />
    </ReviewPage>
  );
};
