import { createApi } from '@barterbits/api-client';

/**
 * The member app's API client: same-origin /v1, tokens in cookies. When a token refresh fails the
 * client clears the session and reloads the page (its default), which lands signed out.
 */
export const api = createApi({ baseURL: '/v1' });
