import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadAppStart, staticGraph } from '../scripts/vite-preload-start.ts';
import { pureSchemas } from '../scripts/vite-pure-schemas.ts';
import { zodWithoutJsonSchema } from '../scripts/vite-zod-without-json-schema.ts';

const start = staticGraph('src/boot.tsx');

/**
 * The admin console: served by the API server under /admin (production build in dist/),
 * calling the API at the same origin under /v1. In development /v1 goes to the local server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  // The console's start: every page needs it.
  plugins: [
    pureSchemas(),
    zodWithoutJsonSchema(import.meta.dirname),
    react(),
    preloadAppStart(['boot']),
    start.plugin,
  ],
  resolve: {
    alias: [
      // The route table without the members' own endpoints (generated beside the full one by
      // `npm run gen:routes`): an admin's session is refused them, and the login page carries the table.
      {
        find: /^\.\/route-table\.generated\.ts$/,
        replacement: path.join(
          import.meta.dirname,
          '../packages/contracts/src/route-table.console.generated.ts',
        ),
      },
    ],
  },
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
        // with App.tsx, which the start loads only for a signed-in admin. So the chunks are:
        // - react: React and its router, which both run;
        // - start: all else the start imports, found from the module graph (`staticGraph`): the login page
        //   loads these two and the entry, nothing of react-admin;
        // - console: what the console's chunks share (react-admin, its data layer, our providers and
        //   layout), in one file rather than dozens; each screen keeps what only it uses.
        codeSplitting: {
          groups: [
            // Vite's loader of a dynamic import's chunks, which the entry uses: a file of its own, so the
            // entry does not wait for (and run) a larger shared chunk it would otherwise be put in.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            // (packages/app-start, which the entry imports too, stays with the entry.)
            {
              name: 'start',
              test: (id: string) =>
                start.has(id) && !/[\\/]src[\\/]boot\.tsx$|packages[\\/]app-start[\\/]/.test(id),
            },
            { name: 'console', test: /node_modules|admin-app[\\/]src|packages[\\/]/, minShareCount: 2 },
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
