// First: silences console log/warn outside development before any other module runs.
import './lib/init-env.ts';
// Before zod is ever loaded: no eval probe under our CSP.
import '@barterbits/app-start/zod-jitless';
import { afterNextPaint } from '@barterbits/app-start';

/**
 * The entry is small on purpose: a page prerendered at build time (scripts/prerender.mjs) paints from its
 * HTML, and the application (React, MUI and the rest, already downloading through index.html's preloads)
 * is evaluated only after that first paint, so that no script stands between the visitor and the page.
 */
void afterNextPaint().then(() => import('./boot.tsx'));
