import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** Every page of the feature reads its words from the offers catalog. */
const catalogs = ['offers'];

const ExploreBusinessRoute = lazyRoute(
  () => import('./routes/explore-business.tsx').then((m) => m.ExploreBusinessRoute),
  { catalogs },
);
const MyFavouriteRoute = lazyRoute(
  () => import('./routes/my-favourite.tsx').then((m) => m.MyFavouriteRoute),
  { catalogs },
);
const MyOfferRoute = lazyRoute(() => import('./routes/my-offer.tsx').then((m) => m.MyOfferRoute), {
  catalogs,
});
const MyOffersRoute = lazyRoute(() => import('./routes/my-offers.tsx').then((m) => m.MyOffersRoute), {
  catalogs,
});
const OffersRoute = lazyRoute(() => import('./routes/offers.tsx').then((m) => m.OffersRoute), { catalogs });
const ReportOfferRoute = lazyRoute(
  () => import('./routes/report-offer.tsx').then((m) => m.ReportOfferRoute),
  { catalogs },
);
const SearchProductRoute = lazyRoute(
  () => import('./routes/search-product.tsx').then((m) => m.SearchProductRoute),
  { catalogs },
);

/**
 * Routes of the offers feature (finding, viewing, managing own offers, favourites, reports), by
 * access group (see lib/feature-routes.ts).
 */
export const offersRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.offers.path} element={<OffersRoute />} />
      <Route path={PAGES.myOffers.path} element={<MyOffersRoute />} />
      <Route path={PAGES.myOffer.path} element={<MyOfferRoute />} />
      <Route path={PAGES.searchProduct.path} element={<SearchProductRoute />} />
      <Route path={PAGES.exploreBusiness.path} element={<ExploreBusinessRoute />} />
      <Route path={PAGES.myFavourite.path} element={<MyFavouriteRoute />} />
      <Route path={PAGES.reportOffer.path} element={<ReportOfferRoute />} />
    </>
  ),
};
