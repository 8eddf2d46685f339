import type { TCreateReplyRequest } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { type ReplyFormValues, ZReplyForm } from '../lib/forms.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewTextField } from './review-text-field.tsx';

/** The received reviews: where a sent reply leads, and Cancel when the app has no previous page. */
export const RECEIVED = PAGES.ratingReview.path;

/** The fields that take the server's messages. */
const REPLY_FIELDS = ['text'] as const;

/**
 * The reply text (required, under 250 characters) with Cancel and the page's submit. Sends it with the
 * page's mutation (post or edit a reply); done, the member sees `successMessage` on the received reviews.
 */
export const ReplyForm = ({
  reviewId,
  label,
  defaultText,
  submitLabel,
  mutation,
  successMessage,
  onCancel,
}: {
  reviewId: string;
  label: string;
  defaultText: string;
  submitLabel: string;
  mutation: Pick<UseMutationResult<unknown, Error, TCreateReplyRequest>, 'mutate' | 'isPending' | 'error'>;
  successMessage: string;
  onCancel: () => void;
}) => {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm<ReplyFormValues>({
    resolver: zodResolver(ZReplyForm),
    defaultValues: { text: defaultText },
  });
  const { control, setError } = form;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { reviewId, text: values.text },
      {
        onSuccess: () => {
          notify({ message: successMessage });
          navigate(RECEIVED, { replace: true });
        },
        onError: (e) => void applyServerErrors(e, REPLY_FIELDS, setError),
      },
    ),
  );
  return (
    <ReviewForm
      label={label}
      onSubmit={submit}
      error={formErrorMessage(mutation.error, REPLY_FIELDS)}
      onCancel={onCancel}
      submitLabel={submitLabel}
      pending={mutation.isPending}
    >
      <ReviewTextField
        control={control}
        name="text"
        label={t('reviews.reply.label')}
        placeholder={t('reviews.reply.placeholder')}
      />
    </ReviewForm>
  );
};
