// Before zod is ever loaded: no eval probe under our CSP.
import '@barterbits/app-start/zod-jitless';
import { afterNextPaint } from '@barterbits/app-start';

/**
 * The entry is small on purpose: the login page, prerendered at build time (scripts/prerender.mjs at the
 * repository root), paints from its HTML, and the console (React, react-admin, MUI: already downloading
 * through index.html's preloads on the other pages) is evaluated only after that first paint.
 */
void afterNextPaint().then(() => import('./boot.tsx'));
