import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { BarterRecordRoute } from './routes/barter-record.tsx';
import { BarterRequestRoute } from './routes/barter-request.tsx';
import { BarterRequestsRoute } from './routes/barter-requests.tsx';
import { ProcessBarterRoute } from './routes/process-barter.tsx';
import { TransactionSuccessfulRoute } from './routes/transaction-successful.tsx';

/**
 * Routes of the barter feature (issue 5), by access group (see app/feature-routes.ts). The static
 * /my-wallet/… paths outrank the wallet's /my-wallet/:id in react-router's ranking.
 */
export const barterRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/my-wallet/barter-record" element={<BarterRecordRoute />} />
      <Route path="/my-wallet/process-barter" element={<ProcessBarterRoute />} />
      <Route path="/my-wallet/barter-requests" element={<BarterRequestsRoute />} />
      <Route
        path="/my-wallet/barter-requests/transaction-successful"
        element={<TransactionSuccessfulRoute />}
      />
      <Route path="/my-wallet/barter-requests/:id" element={<BarterRequestRoute />} />
    </>
  ),
};
