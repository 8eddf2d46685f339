// First: silences console log/warn outside development before any other module runs.
import './lib/init-env.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { loadGoogleMaps } from './lib/google-maps.ts';

// Spec §1: the maps script with its places library loads at start-up (only with a key; once).
void loadGoogleMaps();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
