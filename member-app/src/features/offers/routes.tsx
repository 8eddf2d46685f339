import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { ExploreBusinessRoute } from './routes/explore-business.tsx';
import { MyFavouriteRoute } from './routes/my-favourite.tsx';
import { MyOfferRoute } from './routes/my-offer.tsx';
import { MyOffersRoute } from './routes/my-offers.tsx';
import { OffersRoute } from './routes/offers.tsx';
import { ReportOfferRoute } from './routes/report-offer.tsx';
import { SearchProductRoute } from './routes/search-product.tsx';

/** Paths this feature builds (app/routes.tsx drops its placeholders for them). */
export const OFFERS_PATHS: readonly string[] = [
  '/offers',
  '/my-offers',
  '/my-offer/:id',
  '/search-product',
  '/explore-business',
  '/my-favourite',
  '/report-offer',
];

/**
 * Routes of the offers feature (finding, viewing, managing own offers, favourites, reports), by
 * access group (see app/feature-routes.ts).
 */
export const offersRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/offers" element={<OffersRoute />} />
      <Route path="/my-offers" element={<MyOffersRoute />} />
      <Route path="/my-offer/:id" element={<MyOfferRoute />} />
      <Route path="/search-product" element={<SearchProductRoute />} />
      <Route path="/explore-business" element={<ExploreBusinessRoute />} />
      <Route path="/my-favourite" element={<MyFavouriteRoute />} />
      <Route path="/report-offer" element={<ReportOfferRoute />} />
    </>
  ),
};
