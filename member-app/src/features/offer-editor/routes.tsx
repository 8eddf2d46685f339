import type { FeatureRoutes } from '../../app/feature-routes.ts';

/**
 * Routes of the offer editor (create-offer stepper, review pages, edit-offer, edit-calender), by
 * access group (see app/feature-routes.ts).
 */
export const offerEditorRoutes: FeatureRoutes = {};
