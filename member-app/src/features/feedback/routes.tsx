import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The feedback pages' words, and the form words (fields, validation messages) their forms show. */
const CATALOGS = { catalogs: ['feedback', 'forms', 'app'] };

const FeedbackRoute = lazyRoute(() => import('./routes/feedback.tsx').then((m) => m.FeedbackRoute), CATALOGS);
const GuestFeedbackRoute = lazyRoute(
  () => import('./routes/guest-feedback.tsx').then((m) => m.GuestFeedbackRoute),
  CATALOGS,
);
const ReportIssueRoute = lazyRoute(
  () => import('./routes/report.tsx').then((m) => m.ReportIssueRoute),
  CATALOGS,
);
const ReportProblemRoute = lazyRoute(
  () => import('./routes/report.tsx').then((m) => m.ReportProblemRoute),
  CATALOGS,
);
const SubmitSuccessfullyRoute = lazyRoute(
  () => import('./routes/submit-successfully.tsx').then((m) => m.SubmitSuccessfullyRoute),
  CATALOGS,
);

/**
 * Routes of the feedback feature, by access group (see lib/feature-routes.ts): members send feedback
 * and reports inside the shell; the guest form and the thanks page are open (the guest form sends a
 * signed-in member on to /feedback; the thanks page serves both).
 */
export const feedbackRoutes: FeatureRoutes = {
  open: (
    <>
      <Route path={PAGES.guestFeedback.path} element={<GuestFeedbackRoute />} />
      <Route path={PAGES.submitSuccessfully.path} element={<SubmitSuccessfullyRoute />} />
    </>
  ),
  member: (
    <>
      <Route path={PAGES.feedback.path} element={<FeedbackRoute />} />
      <Route path={PAGES.reportIssue.path} element={<ReportIssueRoute />} />
      <Route path={PAGES.reportProblem.path} element={<ReportProblemRoute />} />
    </>
  ),
};
