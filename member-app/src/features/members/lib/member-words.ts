import { type LastActive, memberDistanceLabel } from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import type { T } from '../../../lib/i18n.ts';

/** How recently a member was active, in the app's language (the server's `lastActiveLabel` is English). */
const ACTIVE_LABEL = {
  TODAY: 'members.active.TODAY',
  THIS_WEEK: 'members.active.THIS_WEEK',
  THIS_MONTH: 'members.active.THIS_MONTH',
  EARLIER: 'members.active.EARLIER',
} as const satisfies Record<LastActive, keyof Messages>;

export const lastActiveText = (t: T, lastActive: LastActive): string => t(ACTIVE_LABEL[lastActive]);

/** The server's rounded distance ("4 km", "under 1 km") in the app's language. */
export const distanceText = (t: T, label: string): string =>
  label === memberDistanceLabel(0) ? t('members.distance.underOne') : label;
