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
      // what it imports statically counts as initial for the chunk groups below.
      input: { index: 'index.html', boot: 'src/boot.tsx' },
      output: {
        // The entry is tiny (main.tsx): the console's start (`boot`) loads after the first paint. What the
        // start imports statically (login page, layout, providers) goes into two vendor chunks kept apart
        // from our code for caching; the react-admin and MUI parts only the resources' screens use stay in
        // those lazy chunks.
        codeSplitting: {
          groups: [
            // Vite's loader of a dynamic import's chunks, which the entry uses: a file of its own, so the
            // entry does not wait for (and run) a larger shared chunk it would otherwise be put in.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-[^\\/]+|@mui|@emotion)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Our own code the start runs (providers, layout, resources' definitions, the shared packages)
            // in one file rather than dozens; the entry and the start themselves stay in their own.
            {
              name: 'console',
              test: (id) =>
                /[\\/](admin-app[\\/]src|packages[\\/](contracts|api-client))[\\/]/.test(id) &&
                !/admin-app[\\/]src[\\/](main|boot)\.tsx$/.test(id),
              tags: ['$initial'],
            },
            // What several screens share (lists, tables, forms) in one chunk rather than dozens of small ones.
            { name: 'screens', test: /node_modules[\\/]/, minShareCount: 3 },
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
