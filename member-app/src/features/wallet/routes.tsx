import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The wallet's pages read the wallet catalog. */
const WALLET = { catalogs: ['wallet'] };

const BitsInfoRoute = lazyRoute(() => import('./routes/bits-info.tsx').then((m) => m.BitsInfoRoute), WALLET);
const BitsPaymentInfoRoute = lazyRoute(
  () => import('./routes/bits-payment-info.tsx').then((m) => m.BitsPaymentInfoRoute),
  WALLET,
);
const CardDetailsRoute = lazyRoute(
  () => import('./routes/card-details.tsx').then((m) => m.CardDetailsRoute),
  WALLET,
);
const LoadBitsRoute = lazyRoute(() => import('./routes/load-bits.tsx').then((m) => m.LoadBitsRoute), WALLET);
const MyWalletRoute = lazyRoute(() => import('./routes/my-wallet.tsx').then((m) => m.MyWalletRoute), WALLET);
const StatementRoute = lazyRoute(
  () => import('./routes/statement.tsx').then((m) => m.StatementRoute),
  WALLET,
);
const TransactionDetailsRoute = lazyRoute(
  () => import('./routes/transaction-details.tsx').then((m) => m.TransactionDetailsRoute),
  WALLET,
);

/**
 * Routes of the wallet feature, in the member shell. /my-wallet/:id is a parameter route:
 * the static wallet, barter and gift paths rank above it in react-router.
 */
export const walletRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.myWallet.path} element={<MyWalletRoute />} />
      <Route path={PAGES.bitsInfo.path} element={<BitsInfoRoute />} />
      <Route path={PAGES.loadBits.path} element={<LoadBitsRoute />} />
      <Route path={PAGES.cardDetails.path} element={<CardDetailsRoute />} />
      <Route path={PAGES.bitsPaymentInfo.path} element={<BitsPaymentInfoRoute />} />
      <Route path={PAGES.statement.path} element={<StatementRoute />} />
      <Route path={PAGES.transaction.path} element={<TransactionDetailsRoute />} />
    </>
  ),
};
