import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS, sessionCache } from '../../src/modules/auth/session-cache.ts';

const check = (userId: string) => ({ userId, statusId: 1, roleId: 2, language: 'en-CA' as const });

describe('sessionCache', () => {
  it('remembers a positive check for the TTL only', () => {
    const now = Date.now();
    sessionCache.set('s-ttl', check('u-ttl'), now);
    expect(sessionCache.get('s-ttl', 'u-ttl', now + 1)).toMatchObject(check('u-ttl'));
    expect(sessionCache.get('s-ttl', 'other-user', now + 1)).toBeNull();
    sessionCache.set('s-ttl', check('u-ttl'), now);
    expect(sessionCache.get('s-ttl', 'u-ttl', now + SESSION_CHECK_TTL_MS)).toBeNull();
  });

  it('after a forget, checks of that user or session are not remembered for a TTL (the change may not be committed yet)', () => {
    const now = Date.now();
    sessionCache.set('s-user', check('u-1'), now);
    sessionCache.forgetUser('u-1');
    expect(sessionCache.get('s-user', 'u-1', now + 1)).toBeNull();
    // A check made while the revoking transaction may still be open: not kept.
    sessionCache.set('s-user', check('u-1'), Date.now());
    expect(sessionCache.get('s-user', 'u-1', Date.now())).toBeNull();
    sessionCache.forgetSession('s-one');
    sessionCache.set('s-one', check('u-2'), Date.now());
    expect(sessionCache.get('s-one', 'u-2', Date.now())).toBeNull();
    // Later checks are remembered again.
    const later = Date.now() + SESSION_CHECK_TTL_MS + 1;
    sessionCache.set('s-one', check('u-2'), later);
    expect(sessionCache.get('s-one', 'u-2', later)).toMatchObject(check('u-2'));
  });
});
