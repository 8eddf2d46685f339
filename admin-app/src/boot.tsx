/**
 * The console's start, loaded by main.tsx once the page has painted: renders the console, or hydrates the
 * login page prerendered at build time (prerender.tsx). Its first render is the same for every visitor:
 * the login page looks for a session only once it is on screen, and then sends a signed-in admin on.
 */
import { pageChunksOrTimeout } from '@barterbits/app-start';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadConsole } from './App.tsx';
import { PRERENDERED_MARK } from './prerendered.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The admin console needs a #root element in index.html.');

// The first render waits (at most half a second) for the chunks of the page it opens on.
void pageChunksOrTimeout(preloadConsole(window.location.pathname)).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // In a transition, hydration works in slices and gives the page back between them (no long task).
  if (root.dataset.prerendered === PRERENDERED_MARK) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
