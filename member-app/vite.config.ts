import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from '../scripts/vite-i18n-catalogs.ts';
import { preloadAppStart } from '../scripts/vite-preload-start.ts';
import { pureSchemas } from '../scripts/vite-pure-schemas.ts';
import { zodWithoutJsonSchema } from '../scripts/vite-zod-without-json-schema.ts';

/**
 * Member app. The mode is the environment: `vite` runs `development`, `vite build` builds `production`,
 * `vite build --mode stage` builds `stage` (read at run time through `import.meta.env.MODE`).
 * The API lives at the same origin under /v1; in development it is proxied to the local server.
 */
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  base: '/',
  // The app's start and the main application (lazy, spec §2): every page needs them. The message catalogs
  // are compiled as they are built (no ICU parser in the browser).
  plugins: [
    react(),
    pureSchemas(),
    zodWithoutJsonSchema(import.meta.dirname),
    i18nCatalogs(path.join(import.meta.dirname, 'src')),
    preloadAppStart(['boot', 'main-app']),
  ],
  resolve: {
    alias: [
      // The route table without the console's endpoints (generated beside the full one by
      // `npm run gen:routes`): the member app never calls them, and every page's first load carries the table.
      {
        find: /^\.\/route-table\.generated\.ts$/,
        replacement: path.join(
          import.meta.dirname,
          '../packages/contracts/src/route-table.member.generated.ts',
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the chat socket (GET /v1/chat/socket) goes through the same proxy.
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true },
    },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page loads, for the build's page budgets (scripts/page-budgets.mjs).
    manifest: true,
    emptyOutDir: true,
    sourcemap: mode !== 'production',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every page is its own lazy chunk (lib/lazy-route.tsx). Libraries are grouped so that a page
        // loads a handful of files (each response costs ~1.2 KB of headers over HTTP/1.1) whose hashes
        // survive changes to our code:
        // - react: react, its DOM renderer and the router, which every page runs;
        // - mui: the MUI and emotion parts at least 8 chunks share (the app's start is one of them), but for
        //   the pickers, popups and ratings no first page shows (autocomplete, popper, tooltip, rating: 8 KB
        //   less on /sign-in and /my-wallet), which go with the pages that use them;
        // - data: the libraries of the data layer every page needs (zod but its French messages, axios,
        //   react-query, jotai);
        // - forms: the form library, which only the pages with a form load (not the feed, search or wallet);
        //   our contracts and API client are left to the bundler, so a page loads only the schemas and
        //   rules it uses (5 KB less on /my-wallet than with every contract in this group);
        // - app-common: our lib/stores modules that at least 8 chunks share.
        // The entry itself is tiny (main.tsx): the app's start (`boot`) is loaded after the first paint.
        // A library few pages use (the firebase SDK, imported when a social sign-in button is pressed) stays
        // in its own chunk.
        codeSplitting: {
          groups: [
            // Vite's loader of a dynamic import's chunks, which the entry uses: a file of its own, so the
            // entry does not wait for (and run) a larger shared chunk it would otherwise be put in.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'data',
              // Zod's French messages stay apart: only a reader of French fetches them (lib/i18n.ts).
              test: (id: string) =>
                /node_modules[\\/](@tanstack|jotai|axios|zod|js-cookie)[\\/]/.test(id) &&
                !/zod[\\/]v4[\\/]locales[\\/]fr/.test(id),
            },
            // The form library, for the pages with a form only (sign-in, sign-up, the editors): the feed, the
            // search and the wallet do without its 12 KB.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // Stripe's React bindings and their prop-types, for Stripe's card field only (lazily loaded,
            // where payments go through Stripe): apart, or prop-types would join the first pages' mui chunk,
            // whose modules import it (for checks the production build drops).
            { name: 'stripe-react', test: /node_modules[\\/](@stripe[\\/]react-stripe-js|prop-types)[\\/]/ },
            {
              name: 'mui',
              test: (id: string) =>
                /node_modules[\\/](@mui|@emotion|stylis|react-transition-group)[\\/]/.test(id) &&
                !/[\\/](Autocomplete|useAutocomplete|Popper|Tooltip|Rating)[\\/]/.test(id),
              minShareCount: 8,
            },
            // (What only some pages run stays out of it, so the sign-in page does without it: the live
            // connection and push, for a signed-in member's pages, and the card form, for the payment pages.)
            {
              name: 'app-common',
              test: (id: string) =>
                /member-app[\\/]src[\\/](lib|stores)[\\/]/.test(id) &&
                !/[\\/]lib[\\/](live|push[\\/]|card-form)/.test(id),
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
}));
