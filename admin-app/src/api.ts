import { createConsoleApi, createCookieTokenStore } from '@barterbits/api-client';

/** Cookie-name prefix of the console's session, apart from the member app's on the same origin. */
export const ADMIN_COOKIE_PREFIX = 'admin_';

/**
 * The console's API client: same-origin /v1 with the session in its own cookies. When a token
 * refresh fails the client clears the session and reloads the page, which lands on the login page.
 */
export const api = createConsoleApi({
  baseURL: '/v1',
  tokenStore: createCookieTokenStore({ prefix: ADMIN_COOKIE_PREFIX }),
});
