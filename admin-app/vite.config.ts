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
    emptyOutDir: true,
    sourcemap: false,
    // react-admin with Material UI is one large vendor chunk; keep it apart from our code for caching.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[^\\/]+|@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
