import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { BitsInfoRoute } from './routes/bits-info.tsx';
import { BitsPaymentInfoRoute } from './routes/bits-payment-info.tsx';
import { CardDetailsRoute } from './routes/card-details.tsx';
import { LoadBitsRoute } from './routes/load-bits.tsx';
import { MyWalletRoute } from './routes/my-wallet.tsx';
import { StatementRoute } from './routes/statement.tsx';
import { TransactionDetailsRoute } from './routes/transaction-details.tsx';

/**
 * Routes of the wallet feature (issue 5), in the member shell. /my-wallet/:id is a parameter route:
 * the static wallet, barter and gift paths rank above it in react-router.
 */
export const walletRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/my-wallet" element={<MyWalletRoute />} />
      <Route path="/my-wallet/bits-info" element={<BitsInfoRoute />} />
      <Route path="/my-wallet/load-bits" element={<LoadBitsRoute />} />
      <Route path="/my-wallet/load-bits/card-details" element={<CardDetailsRoute />} />
      <Route path="/my-wallet/load-bits/bits-payment-info" element={<BitsPaymentInfoRoute />} />
      <Route path="/my-wallet/statement" element={<StatementRoute />} />
      <Route path="/my-wallet/:id" element={<TransactionDetailsRoute />} />
    </>
  ),
};
