import type { PaletteOptions } from '@mui/material/styles';

/**
 * Less motion for staff who ask their device for it (WCAG 2.3.3): MUI's transitions end at once and
 * buttons do not ripple (read once, when the console loads).
 */
export const STILL =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** MUI's transition durations when {@link STILL}: none. */
export const STILL_DURATIONS = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The console's colours, which read at WCAG AA (4.5:1 for text): react-admin's app bar (#2196f3 under white
 * text, 3.1:1), MUI's primary blue on the list background (4.4:1) and the warning orange of status chips
 * (3.1:1) were below it. Used by the console's theme (theme.ts) and by its login page, which paints before
 * react-admin is loaded (login/).
 */
export const CONSOLE_PALETTE = {
  background: { default: '#fafafb' },
  // 5.5:1 on the list background (#fafafb), 5.8:1 under white text.
  primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
  // The app bar: 8.6:1 under white text.
  secondary: { main: '#0d47a1', light: '#5472d3', dark: '#002171', contrastText: '#fff' },
  // Status chips and alerts: text of these colours on white is 5.7:1 (warning) and 7.4:1 (info).
  warning: { main: '#a84b00', light: '#e07b24', dark: '#772e00', contrastText: '#fff' },
  info: { main: '#01579b', light: '#4f83cc', dark: '#002f6c', contrastText: '#fff' },
  // Delete buttons and errors: 5.3:1 on the form toolbar's grey (#e0e0e0); MUI's #d32f2f was 3.8:1.
  error: { main: '#b71c1c', light: '#e57373', dark: '#7f0000', contrastText: '#fff' },
} satisfies PaletteOptions;
