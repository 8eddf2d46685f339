import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Routes of the pin-location feature, by access group (see app/feature-routes.ts). */
export const pinLocationRoutes: FeatureRoutes = {};
