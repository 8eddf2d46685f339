import { createApi } from '@barterbits/api-client';
import { installRestrictionHooks, storeRestrictionHooks } from './restrictions.ts';

/**
 * The member app's API client: same-origin /v1, tokens in cookies. When a token refresh fails the
 * client clears the session and reloads the page, which lands signed out.
 */
export const api = createApi({ baseURL: '/v1' });

// Maintenance: a tester's unlock pass goes with every call; a 503 MAINTENANCE re-checks the state.
installRestrictionHooks(Object.values(api.clients), storeRestrictionHooks());
