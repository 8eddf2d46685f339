import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { CreateOfferRoute } from './routes/create-offer.tsx';
import { EditCalenderRoute } from './routes/edit-calender.tsx';
import { EditOfferRoute } from './routes/edit-offer.tsx';
import { ReviewOfferRoute } from './routes/review-offer.tsx';
import { ReviewSubmitRoute } from './routes/review-submit.tsx';

/**
 * Routes of the offer editor (create-offer stepper, review pages, edit-offer, edit-calender), by
 * access group (see app/feature-routes.ts).
 */
export const offerEditorRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/create-offer" element={<CreateOfferRoute />} />
      <Route path="/review-offer" element={<ReviewOfferRoute />} />
      <Route path="/review-submit" element={<ReviewSubmitRoute />} />
      <Route path="/edit-offer/:id" element={<EditOfferRoute />} />
      <Route path="/edit-calender" element={<EditCalenderRoute />} />
    </>
  ),
};
