import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** /membership, in the shell: the membership's words. */
const CATALOGS = { catalogs: ['membership'] };
/**
 * The full-screen pages (outside the member shell, which loads `app` for its own pages): the membership's
 * words, the shared components' (the card form, the confirmation dialog: `app`) and the frame's back
 * arrow and validation messages (`forms`).
 */
const FORM_CATALOGS = { catalogs: ['membership', 'forms', 'app'] };

const AddCardRoute = lazyRoute(
  () => import('./routes/add-card.tsx').then((m) => m.AddCardRoute),
  FORM_CATALOGS,
);
const CancelMembershipRoute = lazyRoute(
  () => import('./routes/cancel-membership.tsx').then((m) => m.CancelMembershipRoute),
  FORM_CATALOGS,
);
const CardTypeRoute = lazyRoute(
  () => import('./routes/card-type.tsx').then((m) => m.CardTypeRoute),
  FORM_CATALOGS,
);
const ManageCardRoute = lazyRoute(
  () => import('./routes/manage-card.tsx').then((m) => m.ManageCardRoute),
  FORM_CATALOGS,
);
const MemberSubscriptionRoute = lazyRoute(
  () => import('./routes/member-subscription.tsx').then((m) => m.MemberSubscriptionRoute),
  FORM_CATALOGS,
);
const MembershipRoute = lazyRoute(
  () => import('./routes/membership.tsx').then((m) => m.MembershipRoute),
  CATALOGS,
);
const SubscriptionRoute = lazyRoute(
  () => import('./routes/subscription.tsx').then((m) => m.SubscriptionRoute),
  FORM_CATALOGS,
);

/**
 * Routes of the membership feature, by access group (see lib/feature-routes.ts): /subscription is
 * an onboarding stage; /membership lives in the shell; cards, receipt and cancel are account pages.
 */
export const membershipRoutes: FeatureRoutes = {
  onboarding: <Route path={PAGES.subscription.path} element={<SubscriptionRoute />} />,
  member: <Route path={PAGES.membership.path} element={<MembershipRoute />} />,
  account: (
    <>
      <Route path={PAGES.addCard.path} element={<AddCardRoute />} />
      <Route path={PAGES.manageCard.path} element={<ManageCardRoute />} />
      <Route path={PAGES.card.path} element={<CardTypeRoute />} />
      <Route path={PAGES.memberSubscription.path} element={<MemberSubscriptionRoute />} />
      <Route path={PAGES.cancelMembership.path} element={<CancelMembershipRoute />} />
    </>
  ),
};
