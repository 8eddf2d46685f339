import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const InviteAFriendRoute = lazyRoute(
  () => import('./routes/invite-a-friend.tsx').then((m) => m.InviteAFriendRoute),
  { catalogs: ['referrals', 'forms'] },
);

/** Routes of the referrals feature, by access group (see lib/feature-routes.ts). */
export const referralsRoutes: FeatureRoutes = {
  member: <Route path={PAGES.inviteAFriend.path} element={<InviteAFriendRoute />} />,
};
