import type { TWant } from '@barterbits/contracts';

/** A want this close to its end offers "Renew" beside its other actions. */
export const RENEW_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the member may renew the want now: expired, or active or paused and ending within the window. */
export const canRenew = (want: Pick<TWant, 'status' | 'expiresAt'>, now: Date = new Date()): boolean => {
  if (want.status === 'EXPIRED') return true;
  if (want.status === 'DISABLED') return false;
  return new Date(want.expiresAt).getTime() - now.getTime() <= RENEW_WINDOW_DAYS * DAY_MS;
};

/** The actions an own want offers, in the order the list shows them. */
export const wantActions = (
  want: Pick<TWant, 'status' | 'expiresAt'>,
  now: Date = new Date(),
): ('pause' | 'resume' | 'renew' | 'edit' | 'delete')[] => {
  const actions: ('pause' | 'resume' | 'renew' | 'edit' | 'delete')[] = [];
  if (want.status === 'ACTIVE') actions.push('pause');
  if (want.status === 'PAUSED') actions.push('resume');
  if (canRenew(want, now)) actions.push('renew');
  // A disabled want cannot be changed (the server refuses it), only deleted.
  if (want.status !== 'DISABLED') actions.push('edit');
  actions.push('delete');
  return actions;
};
