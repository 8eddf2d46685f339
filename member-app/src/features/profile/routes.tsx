import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Routes of the profile feature, by access group (see app/feature-routes.ts). */
export const profileRoutes: FeatureRoutes = {};
