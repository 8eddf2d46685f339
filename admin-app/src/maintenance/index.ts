import { lazy } from 'react';

/** Where the Maintenance page lives, relative to the console. */
export const MAINTENANCE_PATH = '/maintenance';

/** The Maintenance page, its own chunk (see MaintenancePage.tsx). */
export const MaintenancePage = lazy(() =>
  import('./MaintenancePage.tsx').then((m) => ({ default: m.MaintenancePage })),
);
