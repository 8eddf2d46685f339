/**
 * Build-time prerendering (../scripts/prerender.mjs): the pages a visitor sees first, rendered with React's
 * own server renderer into the HTML the server sends, so they paint before any script has run; boot.tsx
 * then hydrates them. Never run by the browser, and never at request time.
 *
 * A page is rendered exactly as a signed-out visitor's first render in the browser makes it (the same
 * tree as boot.tsx, with a static router at the page's address): the browser hydrates it only when it
 * would render the same (signed out, see `prerenderedFor` in boot.tsx); otherwise it renders afresh.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, PAGES } from '@barterbits/contracts';
import { type ReactElement, StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoot, preloadApp } from './app/router.tsx';
import { ShellPlaceholder } from './components/layout/shell-placeholder.tsx';
import { changeLocale, startLanguage } from './lib/i18n.ts';
import { PRERENDERED_APP_SHELL } from './lib/prerendered.ts';

export { PRERENDERED_SIGNED_OUT as PRERENDERED_MARK } from './lib/prerendered.ts';

/**
 * The addresses prerendered, and the file each is written to (in dist). `*` is every other address: the app's
 * frame with a loading page (never hydrated: the app draws the page in its place, see `mark`).
 */
const PAGES_IN_ENGLISH = [
  { path: PAGES.signIn.path, file: 'sign-in.html' },
  { path: PAGES.signUp.path, file: 'sign-up.html' },
  { path: PAGES.forgetPassword.path, file: 'forget-password.html' },
  { path: '*', file: 'app-shell.html', mark: PRERENDERED_APP_SHELL, preloads: true },
] as const;

/**
 * The addresses prerendered in each language, and the file each is written to (in dist): `sign-in.html` in
 * English, `sign-in.fr-CA.html` in French (the server sends the reader's, see member-page.ts).
 */
export const PRERENDERED_PAGES = LOCALES.flatMap((lang) =>
  PAGES_IN_ENGLISH.map((p) => ({
    ...p,
    lang,
    file: lang === DEFAULT_LOCALE ? p.file : p.file.replace(/\.html$/, `.${lang}.html`),
  })),
);

/**
 * The app's tree at `path` in `lang`, as a signed-out visitor's first render makes it (rendered to HTML by
 * the script).
 */
export async function page(path: string, lang: Locale = DEFAULT_LOCALE): Promise<ReactElement> {
  startLanguage(lang);
  if (path === '*') {
    // The frame's words (its spinner's name) in `lang`, read from the shell's catalog without loading it into
    // the app's messages: the pages prerendered after this one would show its words where the browser, which
    // loads only their own catalogs, shows their English.
    const frame: Record<string, unknown> = (await import(`./i18n/app/${lang}.ts`)).default;
    // Compiled by the build (scripts/vite-i18n-catalogs.ts): a plain message is its text, or its parts.
    const compiled = frame['app.loading'];
    const loading = Array.isArray(compiled) ? compiled.join('') : compiled;
    return (
      <StrictMode>
        <AppProvider>
          <ShellPlaceholder loadingLabel={typeof loading === 'string' ? loading : undefined} />
        </AppProvider>
      </StrictMode>
    );
  }
  // The page's chunks are in before rendering, as boot.tsx waits for them in the browser: the lazily
  // loaded pages then render at once, without their spinner.
  await preloadApp(path);
  // The page's catalogs in `lang` (the page's chunk may have been loaded for the other language first).
  await changeLocale(lang);
  return (
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoot />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}
