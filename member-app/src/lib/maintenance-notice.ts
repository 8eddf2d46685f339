/**
 * The words of a maintenance lock (kept apart from lib/restrictions.ts, which the API client loads before
 * the language module).
 */
import { tOr } from './i18n.ts';
import type { LockedModule } from './restrictions.ts';

/**
 * The banner on a locked module's pages: "Wallet is under maintenance: <admin note>". A note that already
 * names the module ("Chat is paused for an upgrade") is shown alone, so the banner does not say it twice.
 */
export const maintenanceNotice = (module: LockedModule, adminNote: string): string => {
  const note = adminNote.trim();
  const values = { module: module.name, note };
  if (!note) return tOr('app.maintenance.notice', `${module.name} is under maintenance.`, values);
  if (note.toLowerCase().startsWith(module.name.toLowerCase())) return note;
  return tOr('app.maintenance.noticeWithNote', `${module.name} is under maintenance: ${note}`, values);
};
