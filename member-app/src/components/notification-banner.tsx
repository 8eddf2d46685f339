import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAtom, useAtomValue } from 'jotai';
import type { SyntheticEvent } from 'react';
import {
  BANNER_NARROW_QUERY,
  bannerAnchorOrigin,
  bannerAutoHideMs,
  isAppBannerVisible,
} from '../lib/banner.ts';
import { tOr, useT } from '../lib/i18n.ts';
import { snackbarAtom, snackbarUndoAtom } from '../stores/ui.ts';

/**
 * The shell's notification banner (spec §2/§4): top centre under 600 px (over the app bar), else top
 * right; hides after
 * 3000 ms (paused while hovered or focused), on Escape or on its close button; optional Undo.
 */
export const NotificationBanner = () => {
  useT();
  const [state, setState] = useAtom(snackbarAtom);
  const undo = useAtomValue(snackbarUndoAtom);
  const isNarrow = useMediaQuery(BANNER_NARROW_QUERY, { noSsr: true });

  const close = () => setState((s) => ({ ...s, showSnackbar: false }));
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page does not dismiss it: only time, Escape and the close button do.
    if (reason === 'clickaway') return;
    close();
  };
  const handleUndo = () => {
    undo?.onUndo(state.undoToken);
    close();
  };

  return (
    <Snackbar
      open={isAppBannerVisible(state)}
      anchorOrigin={bannerAnchorOrigin(isNarrow)}
      autoHideDuration={bannerAutoHideMs(state.duration)}
      onClose={handleClose}
      // On a phone it lies over the app bar, so it never covers the page's back link or title; from sm
      // it sits top right, below the app bar, clear of the page's left-hand back link.
      sx={{ top: { xs: 4, sm: 80 } }}
    >
      <Alert
        severity={state.severity}
        variant="filled"
        sx={{ width: '100%', alignItems: 'center', ...state.styles }}
        action={
          <>
            {state.isUndo && undo ? (
              <Button color="inherit" size="small" onClick={handleUndo}>
                {tOr('app.banner.undo', 'Undo')}
              </Button>
            ) : null}
            <IconButton
              aria-label={tOr('app.banner.close', 'Close notification')}
              color="inherit"
              size="small"
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {state.message}
      </Alert>
    </Snackbar>
  );
};
