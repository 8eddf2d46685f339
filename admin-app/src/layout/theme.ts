import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { CONSOLE_PALETTE, STILL, STILL_DURATIONS } from './palette.ts';

/**
 * The console's light theme: react-admin's default with the console's colours (palette.ts), and the grey
 * of empty lists made readable.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...(STILL ? { transitions: { duration: STILL_DURATIONS } } : {}),
  palette: { ...defaultLightTheme.palette, ...CONSOLE_PALETTE },
  components: {
    ...defaultLightTheme.components,
    ...(STILL
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
