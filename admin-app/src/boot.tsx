/**
 * The console's start, loaded by main.tsx once the page has painted: renders the console, or hydrates the
 * login page prerendered at build time (prerender.tsx). Its first render is the same for every visitor:
 * the login page looks for a session only once it is on screen, and then sends a signed-in admin on.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadConsole } from './App.tsx';
import { PRERENDERED_MARK } from './prerendered.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The admin console needs a #root element in index.html.');

/**
 * The first render waits (at most half a second) for the chunks of the screen the console opens on, so
 * that it renders in one go instead of behind a spinner that React keeps up for at least 300 ms once
 * shown. Past half a second (a slow network) the spinner shows while they arrive.
 */
const FIRST_RENDER_WAIT_MS = 500;
void Promise.race([
  preloadConsole(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // In a transition, hydration works in slices and gives the page back between them (no long task).
  if (root.dataset.prerendered === PRERENDERED_MARK) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
