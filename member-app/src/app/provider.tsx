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

/** The words MUI's own components say, in the app's language (English until the shared catalog loads). */
const muiWords = () => ({
  open: tOr('app.mui.open', 'Open'),
  close: tOr('app.mui.close', 'Close'),
  clear: tOr('app.mui.clear', 'Clear'),
  noOptions: tOr('app.mui.noOptions', 'No options'),
  loading: tOr('app.mui.loading', 'Loading…'),
});
type MuiWords = ReturnType<typeof muiWords>;

/**
 * The theme with the words MUI's own components say (an autocomplete's Open / Clear / No options, an
 * alert's Close) from the shared components' catalog.
 */
const worded = (base: Theme, w: MuiWords): Theme => ({
  ...base,
  components: {
    ...base.components,
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      defaultProps: {
        ...base.components?.MuiAutocomplete?.defaultProps,
        openText: w.open,
        closeText: w.close,
        clearText: w.clear,
        noOptionsText: w.noOptions,
        loadingText: w.loading,
      },
    },
    MuiAlert: {
      ...base.components?.MuiAlert,
      defaultProps: { ...base.components?.MuiAlert?.defaultProps, closeText: w.close },
    },
  },
});

/** What even the loading spinner and the chunk-load error need: the theme. */
export const AppProvider = ({ children }: { children: ReactNode }) => {
  // Read again whenever more words load; a new theme (which redraws every styled piece) only when these change.
  useSyncExternalStore(messagesStore.subscribe, messagesStore.snapshot, messagesStore.snapshot);
  const words = muiWords();
  const key = Object.values(words).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `words`, which is new each render.
  const localized = useMemo(() => worded(theme, words), [key]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <GlobalStyles styles={focusRing} />
      {children}
    </ThemeProvider>
  );
};
