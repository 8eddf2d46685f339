import { t } from '../../../lib/i18n.ts';
import type { SettingCell } from './settings-matrix.ts';
import { cellName } from './settings-matrix.ts';

/** The status line beside the switches: "Saving…" while any change is on its way (the result is a banner). */
export const saveStatusText = (pending: number): string =>
  pending > 0 ? t('notifications.settings.saving') : '';

/** The banner after each saved change, naming it: "E-mail for Gifts is off. Saved." */
export const savedMessage = (cell: SettingCell, on: boolean): string =>
  t(on ? 'notifications.settings.savedOn' : 'notifications.settings.savedOff', { name: cellName(cell) });

/** The alert after a refused change: which switch went back, and the server's reason. */
export const toggleErrorMessage = (cell: SettingCell, reason: string): string =>
  t('notifications.settings.notChanged', { name: cellName(cell), reason });
