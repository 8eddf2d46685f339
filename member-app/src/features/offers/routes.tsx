import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const ExploreBusinessRoute = lazyRoute(() =>
  import('./routes/explore-business.tsx').then((m) => m.ExploreBusinessRoute),
);
const MyFavouriteRoute = lazyRoute(() => import('./routes/my-favourite.tsx').then((m) => m.MyFavouriteRoute));
const MyOfferRoute = lazyRoute(() => import('./routes/my-offer.tsx').then((m) => m.MyOfferRoute));
const MyOffersRoute = lazyRoute(() => import('./routes/my-offers.tsx').then((m) => m.MyOffersRoute));
const OffersRoute = lazyRoute(() => import('./routes/offers.tsx').then((m) => m.OffersRoute));
const ReportOfferRoute = lazyRoute(() => import('./routes/report-offer.tsx').then((m) => m.ReportOfferRoute));
const SearchProductRoute = lazyRoute(() =>
  import('./routes/search-product.tsx').then((m) => m.SearchProductRoute),
);

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
 * access group (see lib/feature-routes.ts).
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
