import type { SettingCell } from './settings-matrix.ts';
import { cellName } from './settings-matrix.ts';

/** The status line beside the switches: "Saving…" while any change is on its way (the result is a banner). */
export const saveStatusText = (pending: number): string => (pending > 0 ? 'Saving…' : '');

/** The banner after each saved change, naming it: "E-mail for Gifts is off. Saved." */
export const savedMessage = (cell: SettingCell, on: boolean): string =>
  `${cellName(cell)} is ${on ? 'on' : 'off'}. Saved.`;

/** The alert after a refused change: which switch went back, and the server's reason. */
export const toggleErrorMessage = (cell: SettingCell, reason: string): string =>
  `${cellName(cell)} was not changed: ${reason}`;
