import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ReviewSummary } from '../../../components/reviews/review-summary.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useEligiblePurchases } from '../api/get-eligible-purchases.ts';
import { useReviewedMember } from '../api/get-member.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewList } from '../components/review-list.tsx';
import { ReviewPage } from '../components/review-page.tsx';
import { useGoBack } from '../components/use-go-back.ts';
import { VotableReviewCard } from '../components/votable-review-card.tsx';

/**
 * /member-profile/:id/member-review: every review the member received (newest first, paged) under their
 * hearts summary; "Write a review" while the caller has a barter with them open for one.
 */
export const MemberReviewsRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const member = useReviewedMember(id);
  const isSelf = member.data?.isSelf === true;
  const summary = useReviewSummary(id);
  const reviews = useReviews(id, false);
  const eligible = useEligiblePurchases(id, member.isSuccess && !isSelf);
  const back = useGoBack(PAGES.memberProfile.href(id));
  const name = member.data?.publicName;

  const action = isSelf ? (
    <Button component={RouterLink} to={PAGES.ratingReview.path} variant="outlined">
      {t('reviews.member.manage')}
    </Button>
  ) : (eligible.data?.length ?? 0) > 0 ? (
    <Button component={RouterLink} to={PAGES.postReview.href(id)} variant="contained">
      {t('reviews.member.write')}
    </Button>
  ) : null;

  return (
    <ReviewPage
      title={name ? t('reviews.member.title', { name }) : t('reviews.member.titleNoName')}
      subtitle={t('reviews.member.subtitle')}
      action={action}
      onBack={back}
      backLabel={name ? t('reviews.member.back', { name }) : t('reviews.page.back')}
      maxWidth={1200}
    >
      {member.isError ? (
        <Alert severity="error" role="alert">
          {member.error.message}
        </Alert>
      ) : (
        <>
          <ReviewSummary
            title={name ? t('reviews.member.rating', { name }) : t('reviews.member.ratingNoName')}
            summary={summary.data}
            isPending={summary.isPending}
            error={summary.error}
          />
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('reviews.member.heading')}
          </Typography>
          <ReviewList
            label={name ? t('reviews.member.title', { name }) : t('reviews.member.titleNoName')}
            query={reviews}
            empty={
              <Typography color="text.secondary">
                {isSelf ? t('reviews.member.emptySelf') : t('reviews.member.empty')}
              </Typography>
            }
            render={(review) => <VotableReviewCard review={review} />}
          />
        </>
      )}
    </ReviewPage>
  );
};
