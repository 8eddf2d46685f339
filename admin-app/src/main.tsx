import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadConsole } from './App.tsx';

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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
