import { lazyPage } from '../components/lazyScreens.ts';

/** Where the Maintenance page lives, relative to the console. */
export const MAINTENANCE_PATH = '/maintenance';

/** The Maintenance page, its own chunk (see MaintenancePage.tsx). */
export const MaintenancePage = lazyPage(() => import('./MaintenancePage.tsx').then((m) => m.MaintenancePage));
