/** Issue 15: the help feature's routes (filled by its helper). */
import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const helpRoutes: FeatureRoutes = {};
