import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Routes of the membership feature, by access group (see app/feature-routes.ts). */
export const membershipRoutes: FeatureRoutes = {};
