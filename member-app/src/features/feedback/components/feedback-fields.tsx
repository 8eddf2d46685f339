import { FEEDBACK_LIMITS } from '@barterbits/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { HeartsInput } from '../../../components/reviews/hearts-input.tsx';
import { useT } from '../../../lib/i18n.ts';
import { isRatingRequired } from '../lib/feedback-form.ts';
import { feedbackMessage } from '../lib/field-message.ts';
import type { FeedbackFormApi } from '../lib/use-feedback-form.ts';
import { CountedTextField } from './counted-text-field.tsx';
import { KindField } from './kind-field.tsx';

/**
 * "What are you sending?" then "Your rating" (required for feedback and suggestions), as /feedback and
 * /guest-feedback ask them.
 */
export const KindAndRatingFields = ({ form, disabled }: { form: FeedbackFormApi; disabled: boolean }) => {
  const t = useT();
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <>
      <Controller
        control={form.control}
        name="kind"
        render={({ field, fieldState }) => (
          <KindField
            value={field.value}
            onChange={field.onChange}
            error={feedbackMessage(fieldState.error?.message)}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <HeartsInput
            value={field.value ?? undefined}
            onChange={field.onChange}
            inputRef={field.ref}
            label={t('feedback.field.rating')}
            required={isRatingRequired(kind)}
            disabled={disabled}
            name="rating"
            {...(fieldState.error?.message ? { error: feedbackMessage(fieldState.error.message) } : {})}
          />
        )}
      />
    </>
  );
};

/** The required message of every feedback form, under the page's own label. */
export const MessageField = ({
  form,
  label,
  disabled,
}: {
  form: FeedbackFormApi;
  label: string;
  disabled: boolean;
}) => (
  <CountedTextField
    form={form}
    name="message"
    label={label}
    max={FEEDBACK_LIMITS.messageMax}
    required
    multiline
    disabled={disabled}
  />
);
