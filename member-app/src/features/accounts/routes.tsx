import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Routes of the accounts feature, by access group (see app/feature-routes.ts). */
export const accountsRoutes: FeatureRoutes = {};
