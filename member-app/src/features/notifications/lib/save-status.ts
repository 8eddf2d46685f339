import type { SettingCell } from './settings-matrix.ts';
import { cellName } from './settings-matrix.ts';

/** How the last switch change ended: none yet, saved, or refused (its message is shown as an alert). */
export type LastOutcome = 'none' | 'saved' | 'failed';

/** The status line beside the switches: "Saving…" while any change is on its way, then "Saved" (or nothing). */
export const saveStatusText = (pending: number, last: LastOutcome): string =>
  pending > 0 ? 'Saving…' : last === 'saved' ? 'Saved' : '';

/** The alert after a refused change: which switch went back, and the server's reason. */
export const toggleErrorMessage = (cell: SettingCell, reason: string): string =>
  `${cellName(cell)} was not changed: ${reason}`;
