import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** Every page of the editor reads its words from the offer-editor catalog. */
const catalogs = ['offer-editor'];

const CreateOfferRoute = lazyRoute(
  () => import('./routes/create-offer.tsx').then((m) => m.CreateOfferRoute),
  { catalogs },
);
const EditCalenderRoute = lazyRoute(
  () => import('./routes/edit-calender.tsx').then((m) => m.EditCalenderRoute),
  { catalogs },
);
const EditOfferRoute = lazyRoute(() => import('./routes/edit-offer.tsx').then((m) => m.EditOfferRoute), {
  catalogs,
});
const ReviewOfferRoute = lazyRoute(
  () => import('./routes/review-offer.tsx').then((m) => m.ReviewOfferRoute),
  { catalogs },
);
const ReviewSubmitRoute = lazyRoute(
  () => import('./routes/review-submit.tsx').then((m) => m.ReviewSubmitRoute),
  { catalogs },
);

/**
 * Routes of the offer editor (create-offer stepper, review pages, edit-offer, edit-calender), by
 * access group (see lib/feature-routes.ts).
 */
export const offerEditorRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.createOffer.path} element={<CreateOfferRoute />} />
      <Route path={PAGES.reviewOffer.path} element={<ReviewOfferRoute />} />
      <Route path={PAGES.reviewSubmit.path} element={<ReviewSubmitRoute />} />
      <Route path={PAGES.editOffer.path} element={<EditOfferRoute />} />
      <Route path={PAGES.editCalender.path} element={<EditCalenderRoute />} />
    </>
  ),
};
