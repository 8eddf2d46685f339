import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** Routes of the donate feature (issue 15, spec §2 /donate), by access group. */
export const donateRoutes: FeatureRoutes = {};
