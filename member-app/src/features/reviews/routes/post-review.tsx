import { formatDate, PAGES, REVIEW_MESSAGES, type TReviewablePurchase } from '@barterbits/contracts';
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
import { REVIEW_WINDOW_HINT } from '../../../components/reviews/review-rules.ts';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { formatBits } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useEligiblePurchases } from '../api/get-eligible-purchases.ts';
import { useReviewedMember } from '../api/get-member.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { ReviewTextField } from '../components/review-text-field.tsx';
import { useGoBack } from '../components/use-go-back.ts';
import { type PostReviewFormInput, type PostReviewFormOutput, ZPostReviewForm } from '../lib/forms.ts';

const FIELDS = ['barterRequestId', 'hearts', 'text'] as const;

/** "60.00 BITS™ · bought Nov 23, 2026 · BR-7K3M9Q2X · 29 days left to review" */
const purchaseDetails = (p: TReviewablePurchase) =>
  [
    formatBits(p.amountCents),
    `${p.role === 'BUYER' ? 'bought' : 'sold'} ${formatDate(p.decidedAt)}`,
    p.reference,
    `${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'} left to review`,
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
        notify({ message: REVIEW_MESSAGES.created });
        navigate(PAGES.memberReviews.href(memberId), { replace: true });
      },
      onError: (e) => void applyServerErrors(e, FIELDS, setError),
    }),
  );

  return (
    <ReviewForm
      label={`Review ${name}`}
      onSubmit={onSubmit}
      error={formErrorMessage(create.error, FIELDS)}
      onCancel={onCancel}
      submitLabel="Post review"
      pending={create.isPending}
    >
      <Controller
        control={control}
        name="barterRequestId"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" required error={fieldState.error !== undefined}>
            <FormLabel component="legend">Which barter are you reviewing?</FormLabel>
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
                        {purchaseDetails(p)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="hearts"
        render={({ field, fieldState }) => (
          <HeartsInput
            label={`How was your barter with ${name}?`}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <ReviewTextField
        control={control}
        name="text"
        label="Your review"
        placeholder="What went well? Would you barter with them again?"
      />
      <Typography variant="body2" color="text.secondary">
        Your review shows your name and the barter it is about. You can edit or delete it later from Ratings
        &amp; Reviews.
      </Typography>
    </ReviewForm>
  );
};

/**
 * /member-profile/:id/post-review: review a member after a completed barter with them: which barter
 * (the only one is preselected), hearts and text.
 */
export const PostReviewRoute = () => {
  const { id = '' } = useParams();
  const member = useReviewedMember(id);
  const isSelf = member.data?.isSelf === true;
  const eligible = useEligiblePurchases(id, member.isSuccess && !isSelf);
  const back = useGoBack(PAGES.memberProfile.href(id));
  const name = member.data?.publicName ?? 'this member';

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
    body = (
      <Alert severity="info">
        You cannot review yourself. Your reviews are written by the members you barter with.
      </Alert>
    );
  } else if (eligible.isError) {
    body = (
      <LoadError
        message={eligible.error.message}
        onRetry={() => void eligible.refetch()}
        retryLabel="Retry"
      />
    );
  } else if (!eligible.data || eligible.data.length === 0) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          <Typography sx={{ fontWeight: 600 }}>
            You have no barter with {name} to review right now.
          </Typography>
          {REVIEW_WINDOW_HINT} Each barter can be reviewed once, by each side.
        </Alert>
        <Button component={RouterLink} to={PAGES.memberReviews.href(id)} variant="outlined">
          See reviews of {name}
        </Button>
      </Stack>
    );
  } else {
    body = <PostReviewForm memberId={id} name={name} purchases={eligible.data} onCancel={back} />;
  }

  return (
    <ReviewPage
      title={member.data ? `Review ${member.data.publicName}` : 'Write a review'}
      subtitle="Reviews help members trade with confidence. Keep it honest and about the barter."
      onBack={back}
      maxWidth={720}
    >
      {body}
    </ReviewPage>
  );
};
