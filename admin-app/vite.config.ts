import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadAppStart } from '../scripts/vite-preload-start.ts';

/**
 * The admin console: served by the API server under /admin (production build in dist/),
 * calling the API at the same origin under /v1. In development /v1 goes to the local server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  // The console's start: every page needs it.
  plugins: [react(), preloadAppStart(['boot'])],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page loads, for the build's page budgets (scripts/page-budgets.mjs).
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The console's start is an entry of its own (loaded by main.tsx after the first paint), so that
      // index.html can preload it and what it imports (preloadAppStart).
      input: { index: 'index.html', boot: 'src/boot.tsx' },
      output: {
        // The entry is tiny (main.tsx): the console's start (`boot`) loads after the first paint. The start
        // imports the login page (plain MUI) and the session; react-admin, the layout and the resources come
        // with App.tsx, which the start loads only for a signed-in admin. The bundler's own split keeps the
        // two apart: what only the console uses is never in a chunk the login page loads (react-admin's MUI
        // components, its data layer). React and its router, which both run, are one file.
        codeSplitting: {
          groups: [
            // Vite's loader of a dynamic import's chunks, which the entry uses: a file of its own, so the
            // entry does not wait for (and run) a larger shared chunk it would otherwise be put in.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { port: 4174 },
});
