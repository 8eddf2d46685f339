import { api } from '../api.ts';
import { LOGIN_PATH } from '../paths.ts';
import { createAuthProvider, createIdentityCache } from './authProvider.ts';

/**
 * The console's one session: the signed-in admin (shared by the auth and data providers) and the auth
 * provider. Its own module, free of react-admin, so that the login page, which runs before react-admin is
 * loaded, signs in through the same provider the console then uses.
 */
export const identity = createIdentityCache();
export const authProvider = createAuthProvider(api, { loginPath: LOGIN_PATH, identity });
