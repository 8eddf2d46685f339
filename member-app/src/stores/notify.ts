import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { APP_BANNER_ID, type BannerSeverity } from '../lib/banner.ts';
import { snackbarAtom, snackbarUndoAtom } from './ui.ts';

export interface NotifyOptions {
  message: string;
  /** success by default. */
  severity?: BannerSeverity;
  duration?: number;
  /** Shows an Undo button that calls `onUndo(undoToken)`. */
  isUndo?: boolean;
  undoToken?: string;
  onUndo?: (undoToken?: string) => void;
  /** APP (the shell banner) by default. */
  id?: string;
}

/** Shows a message in the notification banner. */
export const useNotify = () => {
  const setSnackbar = useSetAtom(snackbarAtom);
  const setUndo = useSetAtom(snackbarUndoAtom);
  return useCallback(
    ({
      message,
      severity = 'success',
      duration,
      isUndo = false,
      undoToken,
      onUndo,
      id = APP_BANNER_ID,
    }: NotifyOptions) => {
      setUndo(onUndo ? { onUndo } : null);
      setSnackbar({
        showSnackbar: true,
        message,
        severity,
        id,
        isUndo: isUndo && onUndo !== undefined,
        ...(duration !== undefined ? { duration } : {}),
        ...(undoToken !== undefined ? { undoToken } : {}),
      });
    },
    [setSnackbar, setUndo],
  );
};
