import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const FindMembersRoute = lazyRoute(
  () => import('./routes/find-members.tsx').then((m) => m.FindMembersRoute),
  {
    catalogs: ['members'],
  },
);
const MemberProfileRoute = lazyRoute(
  () => import('./routes/member-profile.tsx').then((m) => m.MemberProfileRoute),
  { catalogs: ['members'] },
);

/**
 * Routes of the members feature, by access group (see lib/feature-routes.ts). The review
 * pages under /member-profile/:id/… belong to the reviews feature.
 */
export const membersRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.findMembers.path} element={<FindMembersRoute />} />
      <Route path={PAGES.memberProfile.path} element={<MemberProfileRoute />} />
    </>
  ),
};
