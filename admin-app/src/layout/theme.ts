import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Less motion for staff who ask their device for it (WCAG 2.3.3): MUI's transitions end at once and
 * buttons do not ripple (read once, when the console loads).
 */
const still =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const STILL_DURATIONS = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The console's light theme: react-admin's default with colours that read at WCAG AA (4.5:1 for text):
 * its app bar (#2196f3 under white text, 3.1:1), MUI's primary blue on the list background (4.4:1),
 * the warning orange of status chips (3.1:1) and the grey of empty lists were below it.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...(still ? { transitions: { duration: STILL_DURATIONS } } : {}),
  palette: {
    ...defaultLightTheme.palette,
    // 5.5:1 on the list background (#fafafb), 5.8:1 under white text.
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    // The app bar: 8.6:1 under white text.
    secondary: { main: '#0d47a1', light: '#5472d3', dark: '#002171', contrastText: '#fff' },
    // Status chips and alerts: text of these colours on white is 5.7:1 (warning) and 7.4:1 (info).
    warning: { main: '#a84b00', light: '#e07b24', dark: '#772e00', contrastText: '#fff' },
    info: { main: '#01579b', light: '#4f83cc', dark: '#002f6c', contrastText: '#fff' },
    // Delete buttons and errors: 5.3:1 on the form toolbar's grey (#e0e0e0); MUI's #d32f2f was 3.8:1.
    error: { main: '#b71c1c', light: '#e57373', dark: '#7f0000', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    ...(still
      ? {
          MuiButtonBase: { defaultProps: { disableRipple: true } },
          MuiPopover: { defaultProps: { transitionDuration: 0 } },
          MuiMenu: { defaultProps: { transitionDuration: 0 } },
        }
      : {}),
    // The page is never wider than the window: the layout may shrink below its content's width
    // (react-admin's is "fit-content", which made wide tables widen the page past the app bar), and
    // a table whose columns do not fit scrolls inside its own box.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaShow: { styleOverrides: { root: { '& .RaShow-main': { minWidth: 0 } } } },
    RaEdit: { styleOverrides: { root: { '& .RaEdit-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    // "No … yet." of an empty list: the secondary text colour (react-admin uses the disabled one, 2.7:1).
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // Spinners are named: react-admin's app-bar loading indicator and its page loader render MUI
    // progress bars without a name (an axe "aria-progressbar-name" violation while a query runs).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // react-admin's row checkboxes carry their aria-label on MUI's wrapping <span>, where it names
    // nothing (and the checkbox stays unnamed): it goes to the <input> instead.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (o: CheckboxOwnerState) => (o['aria-label'] ? { 'aria-label': o['aria-label'] } : {}),
          root: (o: CheckboxOwnerState) => (o['aria-label'] ? { 'aria-label': undefined } : {}),
        },
      },
    },
  },
};
