import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The review pages' words, and the form words (validation messages) their forms show. */
const CATALOGS = { catalogs: ['reviews', 'forms'] };

const MemberReviewsRoute = lazyRoute(
  () => import('./routes/member-reviews.tsx').then((m) => m.MemberReviewsRoute),
  CATALOGS,
);
const PostReviewRoute = lazyRoute(
  () => import('./routes/post-review.tsx').then((m) => m.PostReviewRoute),
  CATALOGS,
);
const RatingReviewRoute = lazyRoute(
  () => import('./routes/rating-review.tsx').then((m) => m.RatingReviewRoute),
  CATALOGS,
);
const ReportReviewRoute = lazyRoute(
  () => import('./routes/report-review.tsx').then((m) => m.ReportReviewRoute),
  CATALOGS,
);
const EditReviewRoute = lazyRoute(
  () => import('./routes/edit-review.tsx').then((m) => m.EditReviewRoute),
  CATALOGS,
);
const ReplyReviewRoute = lazyRoute(
  () => import('./routes/reply-review.tsx').then((m) => m.ReplyReviewRoute),
  CATALOGS,
);
const EditReplyRoute = lazyRoute(
  () => import('./routes/edit-reply.tsx').then((m) => m.EditReplyRoute),
  CATALOGS,
);

/** Routes of the reviews feature, by access group (see lib/feature-routes.ts). */
export const reviewsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.memberReviews.path} element={<MemberReviewsRoute />} />
      <Route path={PAGES.postReview.path} element={<PostReviewRoute />} />
      <Route path={PAGES.ratingReview.path} element={<RatingReviewRoute />} />
      <Route path={PAGES.reportReview.path} element={<ReportReviewRoute />} />
      <Route path={PAGES.editReview.path} element={<EditReviewRoute />} />
      <Route path={PAGES.replyReview.path} element={<ReplyReviewRoute />} />
      <Route path={PAGES.editReply.path} element={<EditReplyRoute />} />
    </>
  ),
};
