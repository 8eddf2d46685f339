import { createTheme } from '@mui/material/styles';

/** BarterBits theme: system fonts (no web-font download), green primary, amber secondary. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e4f', contrastText: '#ffffff' },
    secondary: { main: '#f2a541', contrastText: '#1d1d1b' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { color: 'inherit' } },
  },
});
