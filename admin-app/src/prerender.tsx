/**
 * Build-time prerendering (../scripts/prerender.mjs): the console's login page, rendered with React's own
 * server renderer into the HTML the server sends for /admin/login, so that it paints before any script has
 * run; boot.tsx then hydrates it. Never run by the browser, and never at request time. The page is the
 * console's own tree at a static router: what the browser's first render makes of it.
 */
import { type ReactElement, StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { ConsoleRoutes } from './App.tsx';
import { LOGIN_PATH } from './paths.ts';

export { PRERENDERED_MARK } from './prerendered.ts';

/** The addresses prerendered, and the file each is written to (in dist). */
export const PRERENDERED_PAGES = [{ path: LOGIN_PATH, file: 'login.html' }] as const;

/** The console's tree at `path` (rendered to HTML by the script). */
export async function page(path: string): Promise<ReactElement> {
  return (
    <StrictMode>
      <StaticRouter location={path}>
        <ConsoleRoutes />
      </StaticRouter>
    </StrictMode>
  );
}
