/**
 * What the push setup remembers in this browser: the device token registered for a member and when
 * (local storage, so the daily refresh spans sessions; logout clears local storage with it), and whether
 * permission was already asked in this tab's session (session storage).
 */

/** The device token stored on the server for a member, and when it was last stored (ms since epoch). */
export interface PushRecord {
  userId: string;
  token: string;
  registeredAt: number;
}

/** Storage as the push setup uses it (local or session storage, or a fake in tests). */
export type PushStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A token is stored again once a day, so the server's lastSeenAt stays fresh (it prunes after 30 days). */
export const REREGISTER_AFTER_MS = 24 * 60 * 60 * 1000;

const RECORD_KEY = 'barterbits.pushToken';
const ASKED_KEY = 'barterbits.pushPermissionAsked';

/** The browser's local or session storage, or null when there is none or it is disabled. */
export function browserStore(kind: 'localStorage' | 'sessionStorage'): PushStore | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The stored record, or null when there is none or it is not one of ours. */
export function readPushRecord(store: PushStore | null): PushRecord | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECORD_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, token, registeredAt } = parsed as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof token !== 'string' || typeof registeredAt !== 'number')
      return null;
    return { userId, token, registeredAt };
  } catch {
    return null;
  }
}

export function writePushRecord(store: PushStore | null, record: PushRecord): void {
  store?.setItem(RECORD_KEY, JSON.stringify(record));
}

export function clearPushRecord(store: PushStore | null): void {
  store?.removeItem(RECORD_KEY);
}

/** Whether the member's token must be stored (again): none yet, another member's, or a day old. */
export function isRegistrationDue(record: PushRecord | null, userId: string, now: number): boolean {
  if (!record || record.userId !== userId) return true;
  const age = now - record.registeredAt;
  return age < 0 || age >= REREGISTER_AFTER_MS;
}

/** Whether permission was asked in this session already. */
export const wasPermissionAsked = (store: PushStore | null): boolean => store?.getItem(ASKED_KEY) === '1';

export function markPermissionAsked(store: PushStore | null): void {
  store?.setItem(ASKED_KEY, '1');
}
