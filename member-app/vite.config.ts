import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Member app. The mode is the environment: `vite` runs `development`, `vite build` builds `production`,
 * `vite build --mode stage` builds `stage` (read at run time through `import.meta.env.MODE`).
 * The API lives at the same origin under /v1; in development it is proxied to the local server.
 */
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: mode !== 'production',
    target: 'es2022',
  },
}));
