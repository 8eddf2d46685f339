import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Wants in the console: support reads, moderators and super admins disable, enable and dismiss reports. */
export const wantsAdminApi = (invoke: Invoke) => ({
  /** GET /admin/wants (admin): every want with its member and open reports (status, text, member, reported). */
  adminWants: (query?: QueryOf<'adminWants'>) => invoke('adminWants', { query }),
  /** GET /admin/wants/{id} (admin): one want with its member and reports. */
  adminWant: (id: string) => invoke('adminWant', { params: { id } }),
  /** POST /admin/wants/{id}/status (moderator, super admin): disable with the reason its member reads, or enable. */
  adminChangeWantStatus: (id: string, body: BodyOf<'adminChangeWantStatus'>) =>
    invoke('adminChangeWantStatus', { params: { id }, body }),
  /** POST /admin/wants/{id}/decline-reports (moderator, super admin): dismiss the want's open reports. */
  adminDeclineWantReports: (id: string) => invoke('adminDeclineWantReports', { params: { id } }),
});
