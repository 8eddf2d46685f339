/** The admin permission rule of the contracts and the per-process role cache. */
import {
  ADMIN_ACCESS_OVERRIDES,
  adminMay,
  adminRefusalMessage,
  type EndpointDef,
  endpoints,
  requiredAdminAccess,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { allowedEndpointsOf } from '../../src/modules/admin-accounts/admin-accounts.service.ts';
import { ADMIN_ROLE_TTL_MS, adminRoleCache } from '../../src/modules/admin-accounts/admin-role-cache.ts';

const def = (method: EndpointDef['method'], tag: string) => ({ method, tag });

describe('requiredAdminAccess', () => {
  it('reads are for every role; changes are for moderators by tag, else super admins only', () => {
    expect(requiredAdminAccess('someNewList', def('GET', 'anything'))).toBe('SUPPORT');
    expect(requiredAdminAccess('someNewChange', def('POST', 'reviews'))).toBe('MODERATOR');
    expect(requiredAdminAccess('someNewChange', def('PATCH', 'feedback'))).toBe('MODERATOR');
    expect(requiredAdminAccess('someNewChange', def('DELETE', 'chat'))).toBe('MODERATOR');
    // A new tag gets the safe default.
    expect(requiredAdminAccess('someNewChange', def('POST', 'brand-new-module'))).toBe('SUPER_ADMIN');
    expect(requiredAdminAccess('someNewChange', def('POST', 'maintenance'))).toBe('SUPER_ADMIN');
    expect(requiredAdminAccess('someNewChange', def('POST', 'wallet-admin'))).toBe('SUPER_ADMIN');
    expect(requiredAdminAccess('someNewChange', def('PUT', 'business-categories'))).toBe('SUPER_ADMIN');
  });

  it('overrides win over the rule', () => {
    expect(requiredAdminAccess('updateAdmin', def('PUT', 'admin'))).toBe('SELF');
    expect(requiredAdminAccess('changeStatus', def('POST', 'admin'))).toBe('MODERATOR');
    expect(requiredAdminAccess('listAdminAccounts', def('GET', 'admin-accounts'))).toBe('SUPER_ADMIN');
  });

  it('every override names an endpoint of the registry', () => {
    expect(Object.keys(ADMIN_ACCESS_OVERRIDES).filter((name) => !(name in endpoints))).toEqual([]);
  });

  it('the registry: feedback answers are for moderators, maintenance locks for super admins, analytics for all', () => {
    const access = (name: string) =>
      requiredAdminAccess(name, (endpoints as Record<string, EndpointDef>)[name]!);
    const byPath = (method: string, path: string) =>
      Object.entries(endpoints as Record<string, EndpointDef>).find(
        ([, d]) => d.method === method && d.path === path,
      )?.[0];
    for (const [method, path, expected] of [
      ['POST', '/feedback/admin', 'MODERATOR'],
      ['PATCH', '/feedback/admin', 'MODERATOR'],
      ['POST', '/maintenance/lock-system', 'SUPER_ADMIN'],
      ['POST', '/maintenance/release-system', 'SUPER_ADMIN'],
      ['GET', '/maintenance/modules', 'SUPPORT'],
      ['GET', '/analytics', 'SUPPORT'],
      ['POST', '/wallet/transaction', 'SUPER_ADMIN'],
      ['PATCH', '/offer', 'MODERATOR'],
      ['POST', '/admin/invite', 'SUPER_ADMIN'],
    ] as const) {
      const name = byPath(method, path);
      expect(name, `${method} ${path} is in the registry`).toBeDefined();
      expect(access(name!), `${method} ${path}`).toBe(expected);
    }
  });
});

describe('adminMay and the refusal message', () => {
  it('ranks super admin over moderator over support; no role passes only SELF', () => {
    expect(adminMay('SUPER_ADMIN', 'SUPER_ADMIN')).toBe(true);
    expect(adminMay('MODERATOR', 'SUPER_ADMIN')).toBe(false);
    expect(adminMay('MODERATOR', 'MODERATOR')).toBe(true);
    expect(adminMay('SUPPORT', 'MODERATOR')).toBe(false);
    expect(adminMay('SUPPORT', 'SUPPORT')).toBe(true);
    expect(adminMay(null, 'SUPPORT')).toBe(false);
    expect(adminMay(null, 'SELF')).toBe(true);
  });

  it('names the role and what it may do', () => {
    expect(adminRefusalMessage('SUPPORT', 'MODERATOR')).toBe(
      'Your admin role (Support) cannot make changes: it can read and export lists only.',
    );
    expect(adminRefusalMessage('MODERATOR', 'SUPER_ADMIN')).toBe(
      'Your admin role (Moderator) cannot do this: only a super admin can.',
    );
    expect(adminRefusalMessage(null, 'SUPPORT')).toMatch(/no active role/);
  });

  it('the permission summary: support reads, moderators also moderate, super admins everything', () => {
    const support = allowedEndpointsOf('SUPPORT');
    const moderator = allowedEndpointsOf('MODERATOR');
    const all = allowedEndpointsOf('SUPER_ADMIN');
    expect(support).toEqual(expect.arrayContaining(['listUsers', 'getAdmin', 'updateAdmin']));
    expect(support).not.toContain('changeStatus');
    expect(moderator).toContain('changeStatus');
    expect(moderator).not.toContain('inviteAdmin');
    expect(all).toEqual(expect.arrayContaining(['inviteAdmin', 'adminWalletPost', 'listAdminAccounts']));
    expect(allowedEndpointsOf(null)).toEqual(expect.arrayContaining(['getAdmin', 'updateAdmin']));
    expect(allowedEndpointsOf(null)).not.toContain('listUsers');
  });
});

describe('adminRoleCache', () => {
  it('remembers a role (or none) for the TTL only', () => {
    const now = Date.now();
    adminRoleCache.set('u-ttl', 'MODERATOR', now);
    expect(adminRoleCache.get('u-ttl', now + 1)).toBe('MODERATOR');
    expect(adminRoleCache.get('u-ttl', now + ADMIN_ROLE_TTL_MS)).toBeUndefined();
    adminRoleCache.set('u-none', null, now);
    expect(adminRoleCache.get('u-none', now + 1)).toBeNull();
  });

  it('after a forget, look-ups are not remembered for a TTL (the change may not be committed yet)', () => {
    adminRoleCache.set('u-f', 'SUPER_ADMIN');
    adminRoleCache.forget('u-f');
    expect(adminRoleCache.get('u-f')).toBeUndefined();
    adminRoleCache.set('u-f', 'SUPER_ADMIN');
    expect(adminRoleCache.get('u-f')).toBeUndefined();
    const later = Date.now() + ADMIN_ROLE_TTL_MS + 1;
    adminRoleCache.set('u-f', 'SUPPORT', later);
    expect(adminRoleCache.get('u-f', later)).toBe('SUPPORT');
  });
});
