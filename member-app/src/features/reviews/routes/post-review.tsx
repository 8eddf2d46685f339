import { formatDate, PAGES, REVIEW_WINDOW_DAYS, type TReviewablePurchase } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { HeartsInput } from '../../../components/reviews/hearts-input.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { type T, useT } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useEligiblePurchases } from '../api/get-eligible-purchases.ts';
import { useReviewedMember } from '../api/get-member.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { ReviewTextField } from '../components/review-text-field.tsx';
import { useGoBack } from '../components/use-go-back.ts';
import { reviewFieldMessage } from '../lib/field-message.ts';
import { type PostReviewFormInput, type PostReviewFormOutput, ZPostReviewForm } from '../lib/forms.ts';

const FIELDS = ['barterRequestId', 'hearts', 'text'] as const;

/** "60.00 BITS™ · bought Nov 23, 2026 · BR-7K3M9Q2X · 29 days left to review" */
const purchaseDetails = (t: T, p: TReviewablePurchase) =>
  [
    formatBits(p.amountCents),
    t('reviews.post.role', { role: p.role, date: formatDate(p.decidedAt) }),
    p.reference,
    t('reviews.post.daysLeft', { days: p.daysLeft }),
  ].join(' · ');

const PostReviewForm = ({
  memberId,
  name,
  purchases,
  onCancel,
}: {
  memberId: string;
  name: string;
  purchases: TReviewablePurchase[];
  onCancel: () => void;
}) => {
  const t = useT();
  const create = useCreateReview();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm<PostReviewFormInput, unknown, PostReviewFormOutput>({
    resolver: zodResolver(ZPostReviewForm),
    defaultValues: {
      barterRequestId: purchases.length === 1 ? purchases[0]!.barterRequestId : '',
      text: '',
    },
  });
  const { control, setError } = form;

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        notify({ message: t('reviews.post.created') });
        navigate(PAGES.memberReviews.href(memberId), { replace: true });
      },
      onError: (e) => void applyServerErrors(e, FIELDS, setError),
    }),
  );

  return (
    <ReviewForm
      label={t('reviews.post.form', { name })}
      onSubmit={onSubmit}
      error={formErrorMessage(create.error, FIELDS)}
      onCancel={onCancel}
      submitLabel={t('reviews.post.submit')}
      pending={create.isPending}
    >
      <Controller
        control={control}
        name="barterRequestId"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" required error={fieldState.error !== undefined}>
            <FormLabel component="legend">{t('reviews.post.which')}</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            >
              {purchases.map((p, i) => (
                <FormControlLabel
                  key={p.barterRequestId}
                  value={p.barterRequestId}
                  control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                  sx={{ alignItems: 'flex-start', mt: 1, mr: 0 }}
                  label={
                    <Box sx={{ pt: 1.1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {p.offerTitle}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {purchaseDetails(t, p)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error ? (
              <FormHelperText>{reviewFieldMessage(fieldState.error.message)}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="hearts"
        render={({ field, fieldState }) => (
          <HeartsInput
            label={t('reviews.post.hearts', { name })}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={reviewFieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <ReviewTextField
        control={control}
        name="text"
        label={t('reviews.field.review')}
        placeholder={t('reviews.post.placeholder')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('reviews.post.note')}
      </Typography>
    </ReviewForm>
  );
};

/**
 * /member-profile/:id/post-review: review a member after a completed barter with them: which barter
 * (the only one is preselected), hearts and text.
 */
export const PostReviewRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const member = useReviewedMember(id);
  const isSelf = member.data?.isSelf === true;
  const eligible = useEligiblePurchases(id, member.isSuccess && !isSelf);
  const back = useGoBack(PAGES.memberProfile.href(id));
  const name = member.data?.publicName ?? t('reviews.post.thisMember');

  let body: React.ReactNode;
  if (member.isError) {
    body = (
      <Alert severity="error" role="alert">
        {member.error.message}
      </Alert>
    );
  } else if (member.isPending || (!isSelf && eligible.isPending)) {
    body = <Skeleton variant="rounded" height={420} />;
  } else if (isSelf) {
    body = <Alert severity="info">{t('reviews.post.self')}</Alert>;
  } else if (eligible.isError) {
    body = (
      <LoadError
        message={eligible.error.message}
        onRetry={() => void eligible.refetch()}
        retryLabel={t('reviews.list.retry')}
      />
    );
  } else if (!eligible.data || eligible.data.length === 0) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('reviews.post.none', { name })}</Typography>
          {t('reviews.windowHint', { days: REVIEW_WINDOW_DAYS })} {t('reviews.post.once')}
        </Alert>
        <Button component={RouterLink} to={PAGES.memberReviews.href(id)} variant="outlined">
          {t('reviews.post.seeReviews', { name })}
        </Button>
      </Stack>
    );
  } else {
    body = <PostReviewForm memberId={id} name={name} purchases={eligible.data} onCancel={back} />;
  }

  return (
    <ReviewPage
      title={
        member.data
          ? t('reviews.post.title', { name: member.data.publicName })
          : t('reviews.post.titleNoName')
      }
      subtitle={t('reviews.post.subtitle')}
      onBack={back}
      maxWidth={720}
    >
      {body}
    </ReviewPage>
  );
};
