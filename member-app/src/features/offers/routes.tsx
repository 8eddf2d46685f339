import type { FeatureRoutes } from '../../app/feature-routes.ts';

/**
 * Routes of the offers feature (finding, viewing, managing own offers, favourites, reports), by
 * access group (see app/feature-routes.ts).
 */
export const offersRoutes: FeatureRoutes = {};
