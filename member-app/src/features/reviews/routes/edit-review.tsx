import { PAGES, type TReview } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { HeartsInput } from '../../../components/reviews/hearts-input.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useUpdateReview } from '../api/update-review.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewGate } from '../components/review-gate.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { ReviewTextField } from '../components/review-text-field.tsx';
import { useGoBack } from '../components/use-go-back.ts';
import { reviewFieldMessage } from '../lib/field-message.ts';
import { type ReviewFormInput, type ReviewFormOutput, reviewChanged, ZReviewForm } from '../lib/forms.ts';

const GIVEN = `${PAGES.ratingReview.path}?tab=given`;
/** The fields that take the server's messages. */
const FIELDS = ['hearts', 'text'] as const;

const EditReviewForm = ({ review, onCancel }: { review: TReview; onCancel: () => void }) => {
  const t = useT();
  const update = useUpdateReview();
  const notify = useNotify();
  const navigate = useNavigate();
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: { hearts: review.hearts, text: review.text },
  });
  const { control, setError } = form;

  const onSubmit = form.handleSubmit((values) => {
    if (!reviewChanged(review, values)) return setUnchanged(true);
    setUnchanged(false);
    update.mutate(
      { reviewId: review.id, hearts: values.hearts, text: values.text },
      {
        onSuccess: () => {
          notify({ message: t('reviews.edit.updated') });
          navigate(GIVEN, { replace: true });
        },
        onError: (e) => void applyServerErrors(e, FIELDS, setError),
      },
    );
  });

  return (
    <ReviewForm
      label={t('reviews.edit.form')}
      onSubmit={onSubmit}
      error={unchanged ? t('reviews.edit.nothingToChange') : formErrorMessage(update.error, FIELDS)}
      onCancel={onCancel}
      submitLabel={t('reviews.edit.submit')}
      pending={update.isPending}
    >
      <Controller
        control={control}
        name="hearts"
        render={({ field, fieldState }) => (
          <HeartsInput
            label={t('reviews.field.rating')}
            value={field.value}
            onChange={(v) => {
              setUnchanged(false);
              field.onChange(v);
            }}
            inputRef={field.ref}
            error={reviewFieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <ReviewTextField control={control} name="text" label={t('reviews.field.review')} />
    </ReviewForm>
  );
};

/** /rating-review/:id/edit-review: the author changes the hearts or the text of their review. */
export const EditReviewRoute = () => {
  const { id = '' } = useParams();
  const t = useT();
  const back = useGoBack(GIVEN);
  return (
    <ReviewPage title={t('reviews.edit.title')} onBack={back} maxWidth={720}>
      <ReviewGate
        reviewId={id}
        party="subject"
        render={(review) =>
          review.canEdit ? (
            <EditReviewForm review={review} onCancel={back} />
          ) : (
            <Alert severity="info">{t('reviews.edit.notAuthor')}</Alert>
          )
        }
      />
    </ReviewPage>
  );
};
