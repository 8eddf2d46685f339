/** What a revocation notification does to this process's caches, and while the LISTEN is down. */
import { describe, expect, it } from 'vitest';
import type { PgListener } from '../../src/lib/pg-listener.ts';
import { adminRoleCache } from '../../src/modules/admin-accounts/admin-role-cache.ts';
import { applyRevocation, followRevocations, revocationsHeard } from '../../src/modules/auth/revocations.ts';
import { sessionCache } from '../../src/modules/auth/session-cache.ts';

const check = (userId: string) => ({ userId, statusId: 1, roleId: 2, language: 'en-CA' as const });

/** A listener whose connection the test loses and restores by hand. */
function fakeListener() {
  let heard = true;
  const lost = new Set<() => void>();
  const back = new Set<() => void>();
  const handlers = new Map<string, (payload: string) => void>();
  const listener: PgListener = {
    async listen(channel, onMessage) {
      handlers.set(channel, onMessage);
      return () => handlers.delete(channel);
    },
    onLost(l) {
      lost.add(l);
      return () => lost.delete(l);
    },
    onReconnect(l) {
      back.add(l);
      return () => back.delete(l);
    },
    sync: async () => heard,
    connected: () => true,
    close: async () => {},
  };
  return {
    listener,
    /** What the next round trips answer. */
    hears: (answer: boolean) => {
      heard = answer;
    },
    notify: (channel: string, payload: string) => handlers.get(channel)?.(payload),
    lose: () => {
      for (const l of lost) l();
    },
    restore: () => {
      for (const l of back) l();
    },
  };
}

describe('revocation notifications', () => {
  it('s:<id> forgets that session, u:<id> the user and their admin role, * every admin role', () => {
    sessionCache.set('rv-s1', check('rv-u1'));
    sessionCache.set('rv-s2', check('rv-u2'));
    adminRoleCache.set('rv-u2', 'MODERATOR');
    adminRoleCache.set('rv-u3', 'SUPPORT');

    applyRevocation('s:rv-s1');
    expect(sessionCache.get('rv-s1', 'rv-u1')).toBeNull();
    expect(sessionCache.get('rv-s2', 'rv-u2')).not.toBeNull();

    applyRevocation('u:rv-u2');
    expect(sessionCache.get('rv-s2', 'rv-u2')).toBeNull();
    expect(adminRoleCache.get('rv-u2')).toBeUndefined();
    expect(adminRoleCache.get('rv-u3')).toBe('SUPPORT');

    applyRevocation('*');
    expect(adminRoleCache.get('rv-u3')).toBeUndefined();
  });

  it('an unknown payload forgets everything remembered', () => {
    sessionCache.set('rv-s4', check('rv-u4'));
    adminRoleCache.set('rv-u4', 'SUPER_ADMIN');
    applyRevocation('x:something');
    expect(sessionCache.get('rv-s4', 'rv-u4')).toBeNull();
    expect(adminRoleCache.get('rv-u4')).toBeUndefined();
  });

  it('follows its channel; while the connection is lost nothing is remembered, and after it is back again', async () => {
    const fake = fakeListener();
    const stop = await followRevocations(fake.listener);
    try {
      sessionCache.set('rv-s5', check('rv-u5'));
      fake.notify('barterbits_revocations', 's:rv-s5');
      expect(sessionCache.get('rv-s5', 'rv-u5')).toBeNull();

      sessionCache.set('rv-s6', check('rv-u6'));
      adminRoleCache.set('rv-u6', 'MODERATOR');
      fake.lose();
      // What was remembered is dropped, and nothing new is kept.
      expect(sessionCache.get('rv-s6', 'rv-u6')).toBeNull();
      expect(adminRoleCache.get('rv-u6')).toBeUndefined();
      sessionCache.set('rv-s7', check('rv-u7'));
      adminRoleCache.set('rv-u7', 'SUPPORT');
      expect(sessionCache.get('rv-s7', 'rv-u7')).toBeNull();
      expect(adminRoleCache.get('rv-u7')).toBeUndefined();

      fake.restore();
      sessionCache.set('rv-s7', check('rv-u7'));
      expect(sessionCache.get('rv-s7', 'rv-u7')).not.toBeNull();
    } finally {
      stop();
    }
  });

  it('stopping while the connection is down trusts the caches again (no holder is left behind)', async () => {
    const fake = fakeListener();
    const stop = await followRevocations(fake.listener);
    fake.lose();
    stop();
    sessionCache.set('rv-s8', check('rv-u8'));
    expect(sessionCache.get('rv-s8', 'rv-u8')).not.toBeNull();
  });

  it('asks every followed connection whether it has heard all, and nothing without one', async () => {
    expect(revocationsHeard()).toBeNull();
    const one = fakeListener();
    const two = fakeListener();
    const stopOne = await followRevocations(one.listener);
    try {
      expect(await revocationsHeard()).toBe(true);
      one.hears(false);
      expect(await revocationsHeard()).toBe(false);
      one.hears(true);
      const stopTwo = await followRevocations(two.listener);
      two.hears(false);
      expect(await revocationsHeard()).toBe(false);
      stopTwo();
      expect(await revocationsHeard()).toBe(true);
    } finally {
      stopOne();
    }
    expect(revocationsHeard()).toBeNull();
  });
});
