import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Routes of the onboarding feature, by access group (see app/feature-routes.ts). */
export const onboardingRoutes: FeatureRoutes = {};
