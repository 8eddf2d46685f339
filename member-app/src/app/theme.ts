import { createTheme } from '@mui/material/styles';
import { prefersReducedMotion, STILL_MOTION } from './motion.ts';

/**
 * The smallest touch target, in px (WCAG 2.5.5, Apple's and Google's guidelines): every control a
 * finger must hit is at least this tall and wide. The theme gives it to buttons, icon buttons, text
 * fields, checkboxes, radios, list and menu items; standalone text links take `touchTargetLink`
 * (src/lib/touch-target.ts).
 */
const TOUCH = 44;

const still = prefersReducedMotion();

/**
 * BarterBits theme: system fonts (no web-font download), green primary, amber secondary; no transitions
 * or ripples on a device that asks for less motion.
 */
export const theme = createTheme({
  ...(still ? { transitions: STILL_MOTION.transitions } : {}),
  palette: {
    primary: { main: '#0b6e4f', contrastText: '#ffffff' },
    secondary: { main: '#f2a541', contrastText: '#1d1d1b' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    // Text in these colours (outlined chips, links) reads at 4.5:1 or more on white; MUI's own
    // warning orange (3.1:1) and info blue (4.0:1) did not.
    warning: { main: '#a84b00', light: '#e07b24', dark: '#772e00', contrastText: '#ffffff' },
    info: { main: '#01579b', light: '#4f83cc', dark: '#002f6c', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...(still ? STILL_MOTION.components : {}),
    MuiAppBar: { defaultProps: { color: 'inherit' } },
    // Every size of button, including small ones, is a full touch target.
    MuiButton: { styleOverrides: { root: { minHeight: TOUCH } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: TOUCH, minWidth: TOUCH } } },
    MuiIconButton: { styleOverrides: { root: { minHeight: TOUCH, minWidth: TOUCH } } },
    MuiFab: { styleOverrides: { root: { minHeight: TOUCH, minWidth: TOUCH } } },
    // Checkbox and radio: 24 px icon + 10 px padding each side (MUI's default is 9: 42 px).
    MuiCheckbox: { styleOverrides: { root: { padding: (TOUCH - 24) / 2 } } },
    MuiRadio: { styleOverrides: { root: { padding: (TOUCH - 24) / 2 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH } } },
    MuiTab: { styleOverrides: { root: { minHeight: TOUCH } } },
    MuiStepButton: { styleOverrides: { root: { minHeight: TOUCH } } },
    MuiPaginationItem: { styleOverrides: { root: { minHeight: TOUCH, minWidth: TOUCH } } },
    // Small text fields: 10.5 px above and below the 23 px line (MUI's 8.5 px makes them 40 px tall).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.MuiInputBase-sizeSmall .MuiInputBase-inputSizeSmall': { paddingTop: 10.5, paddingBottom: 10.5 },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        sizeSmall: {
          '&.MuiInputLabel-outlined:not(.MuiInputLabel-shrink)': {
            transform: 'translate(14px, 11px) scale(1)',
          },
        },
      },
    },
    // The autocomplete's open and clear buttons are 44 px icon buttons: room for them in the field.
    MuiAutocomplete: {
      styleOverrides: {
        root: {
          '& .MuiAutocomplete-inputRoot.MuiOutlinedInput-root': {
            '.MuiAutocomplete-hasPopupIcon&, .MuiAutocomplete-hasClearIcon&': { paddingRight: TOUCH + 9 },
            '.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon&': { paddingRight: 2 * TOUCH + 9 },
          },
          '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall': { paddingTop: 8, paddingBottom: 8 },
        },
        endAdornment: { display: 'flex', alignItems: 'center' },
        clearIndicator: { marginRight: 0 },
      },
    },
  },
});
