import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { messagesStore, tOr } from '../lib/i18n.ts';
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

/**
 * The theme with the words MUI's own components say (an autocomplete's Open / Clear / No options, an
 * alert's Close) in the app's language, from the shared components' catalog (English until it loads).
 */
const worded = (base: Theme): Theme => ({
  ...base,
  components: {
    ...base.components,
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      defaultProps: {
        ...base.components?.MuiAutocomplete?.defaultProps,
        openText: tOr('app.mui.open', 'Open'),
        closeText: tOr('app.mui.close', 'Close'),
        clearText: tOr('app.mui.clear', 'Clear'),
        noOptionsText: tOr('app.mui.noOptions', 'No options'),
        loadingText: tOr('app.mui.loading', 'Loading…'),
      },
    },
    MuiAlert: {
      ...base.components?.MuiAlert,
      defaultProps: { ...base.components?.MuiAlert?.defaultProps, closeText: tOr('app.mui.close', 'Close') },
    },
  },
});

/** What even the loading spinner and the chunk-load error need: the theme. */
export const AppProvider = ({ children }: { children: ReactNode }) => {
  // A new theme only when the words change (a switch, or the shared catalog arriving).
  const words = useSyncExternalStore(messagesStore.subscribe, messagesStore.snapshot, messagesStore.snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `words` is the version of the messages tOr reads.
  const localized = useMemo(() => worded(theme), [words]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <GlobalStyles styles={focusRing} />
      {children}
    </ThemeProvider>
  );
};
