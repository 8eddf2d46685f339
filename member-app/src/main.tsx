// First: silences console log/warn outside development before any other module runs.
import './lib/init-env.ts';
// Before zod is ever loaded: no eval probe under our CSP.
import '@barterbits/app-start/zod-jitless';
import { afterNextPaint, loadInTurn } from '@barterbits/app-start';

/**
 * The entry is small on purpose: a page prerendered at build time (scripts/prerender.mjs) paints from its
 * HTML, and the application (React, MUI and the rest, already downloading through index.html's preloads)
 * is evaluated only after that first paint, so that no script stands between the visitor and the page; and
 * then one library chunk per task (vite.config.ts names them), so that no task holds the page for long.
 */
void afterNextPaint().then(() =>
  loadInTurn([
    // The `react` chunk: React, its DOM renderer and the router.
    () => import('react-dom/client'),
    // The `data` chunk: zod, axios, react-query, jotai and the forms.
    () => import('jotai'),
    // The `mui` chunk: MUI and emotion.
    () => import('@mui/material/Box'),
    () => import('./boot.tsx'),
  ]),
);
