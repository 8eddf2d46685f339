/** Where the console lives: Vite's `base` ('/admin/') without the trailing slash. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '');
/** The login page, basename included (react-admin redirects there). */
export const LOGIN_PATH = `${BASENAME}/login`;
/** The admin's own profile page, relative to the console. */
export const PROFILE_PATH = '/profile';
