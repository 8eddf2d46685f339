import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * The catch-all route loads `main-app` lazily (spec §2), so the browser would only learn of it, and of
 * the chunks it imports, once the entry has run: one more round trip before any page can render. Every
 * page needs it, so index.html preloads it (and its static imports) alongside the entry.
 */
function preloadMainApp(): Plugin {
  return {
    name: 'barterbits-preload-main-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const main = chunks.find((c) => c.name === 'main-app');
        if (!main) throw new Error('preload-main-app: no main-app chunk in the build');
        const files = [main.fileName, ...main.imports].filter((f) => !html.includes(f));
        return files.map(
          (f): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/**
 * Member app. The mode is the environment: `vite` runs `development`, `vite build` builds `production`,
 * `vite build --mode stage` builds `stage` (read at run time through `import.meta.env.MODE`).
 * The API lives at the same origin under /v1; in development it is proxied to the local server.
 */
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), preloadMainApp()],
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
    emptyOutDir: true,
    sourcemap: mode !== 'production',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every page is its own lazy chunk (lib/lazy-route.tsx). Libraries are grouped so that a page
        // loads a handful of files (each response costs ~1.2 KB of headers over HTTP/1.1) whose hashes
        // survive changes to our code:
        // - react, mui: what the entry (spinner, theme, error page, router) imports statically
        //   (`$initial`), loaded on every page;
        // - data: the libraries of the data layer every page needs (zod, axios, react-query, jotai, forms);
        //   our contracts and API client are left to the bundler, so a page loads only the schemas and
        //   rules it uses (5 KB less on /my-wallet than with every contract in this group);
        // - mui-common / app-common: MUI parts and our lib/stores modules that at least 8 chunks share.
        // A library few pages use (the firebase SDK, imported when a social sign-in button is pressed) stays
        // in its own chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis)[\\/]/, tags: ['$initial'] },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|jotai|axios|zod|js-cookie|react-hook-form|@hookform)[\\/]/,
            },
            {
              name: 'mui-common',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
              minShareCount: 8,
            },
            { name: 'app-common', test: /member-app[\\/]src[\\/](lib|stores)[\\/]/, minShareCount: 8 },
          ],
        },
      },
    },
  },
}));
