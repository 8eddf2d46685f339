import { atom } from 'jotai';

/** Width of the navigation panel when open. */
export const NAV_PANEL_WIDTH = 248;

/** Phone-width navigation drawer: closed by default and not remembered. */
export const mobileNavOpenAtom = atom(false);
