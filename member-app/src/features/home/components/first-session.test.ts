import { describe, expect, it } from 'vitest';
import { FIRST_SESSION_WINDOW_MS, isFirstSession } from './first-session.ts';

const created = '2026-03-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(created) + ms).toISOString();

describe('isFirstSession', () => {
  it('is the sign-in that began with the account (sign-up) or soon after it', () => {
    expect(isFirstSession({ created_at: created, lastLogin: after(150) })).toBe(true);
    expect(isFirstSession({ created_at: created, lastLogin: after(FIRST_SESSION_WINDOW_MS) })).toBe(true);
  });

  it('is not a later sign-in, nor a profile without one', () => {
    expect(isFirstSession({ created_at: created, lastLogin: after(FIRST_SESSION_WINDOW_MS + 1) })).toBe(
      false,
    );
    expect(isFirstSession({ created_at: created, lastLogin: after(3 * 24 * 3600_000) })).toBe(false);
    expect(isFirstSession({ created_at: created, lastLogin: null })).toBe(false);
    expect(isFirstSession(undefined)).toBe(false);
  });
});
