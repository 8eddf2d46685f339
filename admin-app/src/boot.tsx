/**
 * The console's start, loaded by main.tsx once the page has painted.
 *
 * A visitor without a session gets the login page alone (login/LoginApp.tsx), with no react-admin loaded: at
 * /admin/login it hydrates the page prerendered at build time (prerender.tsx); at any other address of the
 * console it is drawn there, the address becomes /admin/login, and the address asked for is where the
 * console opens once signed in. Signing in loads the console (App.tsx) in the login page's place.
 *
 * The language is chosen first (language.ts: the one chosen on this browser, else the browser's). The login
 * page is prerendered in English and in French (`data-lang` on the root says which): a page prerendered in
 * the other language than the console's is drawn afresh in its language, in the same task as the start
 * (no frame in between, and the card keeps its size: no layout shift).
 *
 * With a session, the console itself is loaded and rendered at the address (/admin/login sends it on to the
 * dashboard). The invited admin's set-up page (/admin/onboarding) is the console's own, with or without one.
 */
import { pageChunksOrTimeout } from '@barterbits/app-start';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { api } from './api.ts';
import { applyLocale, browserLanguageSources, chooseLocale } from './language.ts';
import { LoginApp } from './login/LoginApp.tsx';
import { loadLoginWords } from './login/loginWords.ts';
import { BASENAME, LOGIN_PATH } from './paths.ts';
import { PRERENDERED_MARK } from './prerendered.ts';
import { authProvider } from './providers/consoleSession.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The admin console needs a #root element in index.html.');

const ONBOARDING_PATH = `${BASENAME}/onboarding`;
const HOME_PATH = `${BASENAME}/`;

/** Loads the console and the chunks of the page it opens on at the current address (at most half a second). */
async function loadConsole() {
  const { App, preloadConsole } = await import('./App.tsx');
  await pageChunksOrTimeout(preloadConsole(window.location.pathname));
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}

async function start(page: HTMLElement) {
  const here = window.location;
  const prerendered = page.dataset.prerendered === PRERENDERED_MARK;
  const locale = chooseLocale(browserLanguageSources());
  applyLocale(locale);

  if (!api.session.isSignedIn() && !here.pathname.startsWith(ONBOARDING_PATH)) {
    const next = here.pathname === LOGIN_PATH ? HOME_PATH : `${here.pathname}${here.search}${here.hash}`;
    if (here.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
    let reactRoot: Root | undefined;
    const signIn = async (credentials: { email: string; password: string }) => {
      await authProvider.login(credentials);
      window.history.replaceState(null, '', next);
      const consoleApp = await loadConsole();
      reactRoot?.render(consoleApp);
    };
    const words = await loadLoginWords(locale);
    const login = (
      <StrictMode>
        <LoginApp onSignIn={signIn} locale={locale} words={words} />
      </StrictMode>
    );
    // A page prerendered without a language is English.
    if (prerendered && (page.dataset.lang ?? 'en-CA') === locale) {
      // In a transition, hydration works in slices and gives the page back between them (no long task).
      startTransition(() => {
        reactRoot = hydrateRoot(page, login);
      });
    } else {
      // React empties the root as it commits; at once, so the prerendered page is never replaced by nothing.
      const fresh = createRoot(page);
      reactRoot = fresh;
      flushSync(() => fresh.render(login));
      delete page.dataset.prerendered;
      delete page.dataset.lang;
    }
    return;
  }

  if (here.pathname === LOGIN_PATH) window.history.replaceState(null, '', HOME_PATH);
  const consoleApp = await loadConsole();
  // The prerendered login page is not what a signed-in admin sees: it is drawn over.
  if (prerendered) {
    page.replaceChildren();
    page.removeAttribute('inert');
    delete page.dataset.prerendered;
  }
  createRoot(page).render(consoleApp);
}

void start(root);
