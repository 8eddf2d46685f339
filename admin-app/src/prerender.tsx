/**
 * Build-time prerendering (../scripts/prerender.mjs): the console's login page, rendered with React's own
 * server renderer into the HTML the server sends for /admin/login, so that it paints before any script has
 * run; boot.tsx then hydrates it. Never run by the browser, and never at request time. The page is the one
 * the console's start draws for a visitor without a session (login/LoginApp.tsx).
 */
import { type ReactElement, StrictMode } from 'react';
import { LoginApp } from './login/LoginApp.tsx';
import { LOGIN_PATH } from './paths.ts';

export { PRERENDERED_MARK } from './prerendered.ts';

/** The addresses prerendered, and the file each is written to (in dist). */
export const PRERENDERED_PAGES = [{ path: LOGIN_PATH, file: 'login.html' }] as const;

/** Signing in is never asked of the page at build time. */
const signIn = () => Promise.reject(new Error('Not in a browser.'));

/** The console's tree at `path` (rendered to HTML by the script): the login page, its only prerendered one. */
export async function page(_path: string): Promise<ReactElement> {
  return (
    <StrictMode>
      <LoginApp onSignIn={signIn} />
    </StrictMode>
  );
}
