import { lazyPage } from '../components/lazyScreens.ts';

/** Where the pledge page lives, relative to the console. */
export const PLEDGE_PATH = '/pledge';

/** The pledge page, its own chunk (see PledgePage.tsx). */
export const PledgePage = lazyPage(() => import('./PledgePage.tsx').then((m) => m.PledgePage));
