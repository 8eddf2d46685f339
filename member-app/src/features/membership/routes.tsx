import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const AddCardRoute = lazyRoute(() => import('./routes/add-card.tsx').then((m) => m.AddCardRoute));
const CancelMembershipRoute = lazyRoute(() =>
  import('./routes/cancel-membership.tsx').then((m) => m.CancelMembershipRoute),
);
const CardTypeRoute = lazyRoute(() => import('./routes/card-type.tsx').then((m) => m.CardTypeRoute));
const ManageCardRoute = lazyRoute(() => import('./routes/manage-card.tsx').then((m) => m.ManageCardRoute));
const MemberSubscriptionRoute = lazyRoute(() =>
  import('./routes/member-subscription.tsx').then((m) => m.MemberSubscriptionRoute),
);
const MembershipRoute = lazyRoute(() => import('./routes/membership.tsx').then((m) => m.MembershipRoute));
const SubscriptionRoute = lazyRoute(() =>
  import('./routes/subscription.tsx').then((m) => m.SubscriptionRoute),
);

/**
 * Routes of the membership feature, by access group (see lib/feature-routes.ts): /subscription is
 * an onboarding stage; /membership lives in the shell; cards, receipt and cancel are account pages.
 */
export const membershipRoutes: FeatureRoutes = {
  onboarding: <Route path="/subscription" element={<SubscriptionRoute />} />,
  member: <Route path="/membership" element={<MembershipRoute />} />,
  account: (
    <>
      <Route path="/add-card" element={<AddCardRoute />} />
      <Route path="/manage-card" element={<ManageCardRoute />} />
      <Route path="/card/:type" element={<CardTypeRoute />} />
      <Route path="/member-subscription" element={<MemberSubscriptionRoute />} />
      <Route path="/cancel-membership" element={<CancelMembershipRoute />} />
    </>
  ),
};
