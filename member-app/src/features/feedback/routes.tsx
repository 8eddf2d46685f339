/** Issue 15: the feedback feature's routes (filled by its helper). */
import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const feedbackRoutes: FeatureRoutes = {};
