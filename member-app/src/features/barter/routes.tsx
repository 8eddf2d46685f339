import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The barter pages read the barter catalog. */
const BARTER = { catalogs: ['barter'] };

const BarterRecordRoute = lazyRoute(
  () => import('./routes/barter-record.tsx').then((m) => m.BarterRecordRoute),
  BARTER,
);
const BarterRequestRoute = lazyRoute(
  () => import('./routes/barter-request.tsx').then((m) => m.BarterRequestRoute),
  BARTER,
);
const BarterRequestsRoute = lazyRoute(
  () => import('./routes/barter-requests.tsx').then((m) => m.BarterRequestsRoute),
  BARTER,
);
const ProcessBarterRoute = lazyRoute(
  () => import('./routes/process-barter.tsx').then((m) => m.ProcessBarterRoute),
  BARTER,
);
const TransactionSuccessfulRoute = lazyRoute(
  () => import('./routes/transaction-successful.tsx').then((m) => m.TransactionSuccessfulRoute),
  BARTER,
);

/**
 * Routes of the barter feature, by access group (see lib/feature-routes.ts). The static
 * /my-wallet/… paths outrank the wallet's /my-wallet/:id in react-router's ranking.
 */
export const barterRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.barterRecord.path} element={<BarterRecordRoute />} />
      <Route path={PAGES.processBarter.path} element={<ProcessBarterRoute />} />
      <Route path={PAGES.barterRequests.path} element={<BarterRequestsRoute />} />
      <Route path={PAGES.transactionSuccessful.path} element={<TransactionSuccessfulRoute />} />
      <Route path={PAGES.barterRequest.path} element={<BarterRequestRoute />} />
    </>
  ),
};
