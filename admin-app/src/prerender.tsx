/**
 * Build-time prerendering (../scripts/prerender.mjs): the console's login page, rendered with React's own
 * server renderer into the HTML the server sends for /admin/login, so that it paints before any script has
 * run; boot.tsx then hydrates it. Never run by the browser, and never at request time. The page is the one
 * the console's start draws for a visitor without a session (login/LoginApp.tsx).
 */
import { type ReactElement, StrictMode } from 'react';
import type { Locale } from './language.ts';
import { LoginApp } from './login/LoginApp.tsx';
import { loadLoginWords } from './login/loginWords.ts';
import { LOGIN_PATH } from './paths.ts';

export { PRERENDERED_MARK } from './prerendered.ts';

/**
 * The addresses prerendered, the file each is written to (in dist) and its language: the login page in
 * English and in French (the server sends the one of the reader's language when it picks by language;
 * otherwise the console's start draws the French page over the English one).
 */
export const PRERENDERED_PAGES = [
  { path: LOGIN_PATH, file: 'login.html', lang: 'en-CA' },
  { path: LOGIN_PATH, file: 'login.fr-CA.html', lang: 'fr-CA' },
] as const;

/** Signing in is never asked of the page at build time. */
const signIn = () => Promise.reject(new Error('Not in a browser.'));

/** The console's tree at `path` in `lang` (rendered to HTML by the script): the login page, its only prerendered one. */
export async function page(_path: string, lang: Locale = 'en-CA'): Promise<ReactElement> {
  return (
    <StrictMode>
      <LoginApp onSignIn={signIn} locale={lang} words={await loadLoginWords(lang)} />
    </StrictMode>
  );
}
