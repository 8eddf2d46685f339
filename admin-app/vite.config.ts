import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The admin console: served by the API server under /admin (production build in dist/),
 * calling the API at the same origin under /v1. In development /v1 goes to the local server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page loads, for the build's page budgets (scripts/page-budgets.mjs).
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    // What the console needs at start (login page, layout, providers) goes into two vendor chunks kept
    // apart from our code for caching; `$initial` limits them to what the entry imports statically, so
    // the react-admin and MUI parts only the resources' screens use stay in those lazy chunks.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-[^\\/]+|@mui|@emotion)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
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
