/**
 * The app's start, loaded by main.tsx once the page has painted: renders (or hydrates) the application.
 */
import { pageChunksOrTimeout, setPrerenderedAside } from '@barterbits/app-start';
import { negotiateLocale } from '@barterbits/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, preloadApp } from './app/router.tsx';
import { loadGoogleMaps } from './lib/google-maps.ts';
import { browserLanguageSources, chooseLocale, rememberLocale, startLanguage } from './lib/i18n.ts';
import { prerenderedFor } from './lib/prerendered.ts';

// Spec §1: the maps script with its places library loads at start-up (only with a key; once).
void loadGoogleMaps();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// The reader's language, before anything renders: the page's catalogs load in it with its chunk.
const sources = browserLanguageSources();
const locale = chooseLocale(sources);
startLanguage(locale);
// A language the browser's own list would not give (the account's, or one picked earlier) is remembered,
// so the server sends the next page prerendered in it; one read from the browser's list is not, so a
// later change of the browser's languages still counts.
if (locale !== negotiateLocale(sources.languages)) rememberLocale(locale);

// The first render waits (at most half a second) for the chunks of the page it opens on.
void pageChunksOrTimeout(preloadApp(window.location.pathname)).then(() => {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // A page prerendered at build time (scripts/prerender.mjs) is hydrated when this visitor's first render is
  // the one prerendered; otherwise (a member signed in on this browser, a page prerendered in the other language, or the app's frame prerendered for
  // every other address) the app draws its page afresh, the prerendered one staying on screen until then.
  // Either way the first render is a transition: React renders in slices and gives the page back between
  // them, instead of holding the main thread for the whole page at once (one long task).
  if (prerenderedFor(root, localStorage, locale)) startTransition(() => void hydrateRoot(root, app));
  else {
    setPrerenderedAside(root);
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
});
