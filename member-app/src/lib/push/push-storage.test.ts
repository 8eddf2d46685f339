import { describe, expect, it } from 'vitest';
import {
  clearPushRecord,
  isRegistrationDue,
  markPermissionAsked,
  type PushStore,
  REREGISTER_AFTER_MS,
  readPushRecord,
  wasPermissionAsked,
  writePushRecord,
} from './push-storage.ts';

const store = (): PushStore => {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
};

describe('push record', () => {
  it('round-trips, clears, and reads anything malformed as none', () => {
    const s = store();
    writePushRecord(s, { userId: 'u1', token: 't', registeredAt: 5 });
    expect(readPushRecord(s)).toEqual({ userId: 'u1', token: 't', registeredAt: 5 });
    clearPushRecord(s);
    expect(readPushRecord(s)).toBeNull();
    s.setItem('barterbits.pushToken', '{"userId":"u1","token":7}');
    expect(readPushRecord(s)).toBeNull();
    s.setItem('barterbits.pushToken', '{not json');
    expect(readPushRecord(s)).toBeNull();
    expect(readPushRecord(null)).toBeNull();
  });

  it('is due with no record, for another member, after a day, or when the clock went back', () => {
    const record = { userId: 'u1', token: 't', registeredAt: 1000 };
    expect(isRegistrationDue(null, 'u1', 1000)).toBe(true);
    expect(isRegistrationDue(record, 'u2', 1000)).toBe(true);
    expect(isRegistrationDue(record, 'u1', 1000 + REREGISTER_AFTER_MS - 1)).toBe(false);
    expect(isRegistrationDue(record, 'u1', 1000 + REREGISTER_AFTER_MS)).toBe(true);
    expect(isRegistrationDue(record, 'u1', 999)).toBe(true);
  });

  it('remembers that permission was asked', () => {
    const s = store();
    expect(wasPermissionAsked(s)).toBe(false);
    markPermissionAsked(s);
    expect(wasPermissionAsked(s)).toBe(true);
  });
});
