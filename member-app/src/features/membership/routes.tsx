import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { AddCardRoute } from './routes/add-card.tsx';
import { CancelMembershipRoute } from './routes/cancel-membership.tsx';
import { CardTypeRoute } from './routes/card-type.tsx';
import { ManageCardRoute } from './routes/manage-card.tsx';
import { MemberSubscriptionRoute } from './routes/member-subscription.tsx';
import { MembershipRoute } from './routes/membership.tsx';
import { SubscriptionRoute } from './routes/subscription.tsx';

/**
 * Routes of the membership feature, by access group (see app/feature-routes.ts): /subscription is
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
