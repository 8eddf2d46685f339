import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * A visible ring on whatever has keyboard focus. MUI's buttons, links-as-buttons and list items set
 * `outline: 0` and show focus only as a faint ripple or tint; the two-class selectors outrank that.
 * Text fields keep their own focus (the thick primary border).
 */
const focusRing = {
  '.MuiButtonBase-root.Mui-focusVisible, a:focus-visible, button:focus-visible, [role="button"]:focus-visible, summary:focus-visible':
    { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  // Inside containers that clip (tabs' scroller, menus, cards): the ring is drawn inside the element.
  '.MuiTab-root.Mui-focusVisible, .MuiMenuItem-root.Mui-focusVisible, .MuiCardActionArea-root.Mui-focusVisible':
    { outlineOffset: -3 },
} as const;

/** What even the loading spinner and the chunk-load error need: the theme. */
export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <GlobalStyles styles={focusRing} />
    {children}
  </ThemeProvider>
);
