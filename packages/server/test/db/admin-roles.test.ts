/**
 * Admin roles enforced by the server. A generated check over every call an admin can make
 * (audience admin or user, from the registry): each role is either allowed (never refused for its
 * role) or refused with 403 and the message naming its role, by the rule of the contracts'
 * `requiredAdminAccess`, and nothing answers 5xx. The refusal comes before the body is read, so the
 * check sends no body. Then a sample per group with real requests: a moderator moderates, support
 * reads and exports but changes nothing, only super admins move money or manage categories.
 */
import {
  ADMIN_ROLE_IDS,
  type AdminRoleCode,
  adminMay,
  adminRefusalMessage,
  type EndpointDef,
  endpoints,
  requiredAdminAccess,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/db/schema.ts';
import { adminRoleCache } from '../../src/modules/admin-accounts/admin-role-cache.ts';
import { createAccount } from '../../src/seed.ts';
import { ADMIN, build, call, MEMBER, type Session, send, signIn } from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

let seq = 0;
async function adminWith(role: AdminRoleCode | null): Promise<Session> {
  const n = ++seq;
  const who = { email: `roles${n}@admins.example.com`, password: 'Roles#Falcon88' };
  await createAccount(db, {
    ...who,
    role: 'ADMIN',
    ...(role ? { adminRole: role } : {}),
    status: 'ACTIVE',
    firstName: 'Role',
    lastName: 'Tester',
    userName: `roles${n}x`,
    mobileNumber: `61355503${String(n).padStart(2, '0')}`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1A 0B1',
  });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  if (role === null)
    await db.update(userProfiles).set({ subRoleId: null }).where(eq(userProfiles.userId, row!.id));
  adminRoleCache.forget(row!.id);
  return signIn(app, who, 'ADMIN');
}

const sessions: Record<AdminRoleCode | 'NONE', Session> = {
  SUPER_ADMIN: await signIn(app, ADMIN, 'ADMIN'),
  MODERATOR: await adminWith('MODERATOR'),
  SUPPORT: await adminWith('SUPPORT'),
  NONE: await adminWith(null),
};
const alexId = (await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER.email)))[0]!.id;

/** Every endpoint an admin may reach (their own account's calls included); logout would end the session. */
const ADMIN_CALLS = (Object.entries(endpoints) as [string, EndpointDef][]).filter(
  ([name, def]) => (def.audience === 'admin' || def.audience === 'user') && name !== 'logout',
);
const MADE_UP_ID = '00000000-0000-4000-8000-00000000abcd';
const urlOf = (def: EndpointDef) => `/v1${def.path.replace(/:[A-Za-z0-9_]+/g, MADE_UP_ID)}`;

describe('every admin call, as every role (generated from the registry)', () => {
  it('covers every group of admin calls', () => {
    const tags = new Set(ADMIN_CALLS.map(([, def]) => def.tag));
    for (const tag of ['users', 'offer-moderation', 'reviews', 'chat', 'wallet-admin', 'admin-accounts'])
      expect(tags).toContain(tag);
  });

  for (const role of ['SUPPORT', 'MODERATOR', 'NONE', 'SUPER_ADMIN'] as const) {
    it(`as ${role}: allowed or refused by the rule, never 5xx`, async () => {
      const code = role === 'NONE' ? null : role;
      const wrong: string[] = [];
      for (const [name, def] of ADMIN_CALLS) {
        const access = requiredAdminAccess(name, def);
        const res = await send(app, def.method, urlOf(def), sessions[role]);
        const refusal = res.statusCode === 403 && res.json().message === adminRefusalMessage(code, access);
        const expectRefusal = !adminMay(code, access);
        if (res.statusCode >= 500 || refusal !== expectRefusal) {
          wrong.push(`${name} (${def.method} ${def.path}, needs ${access}): ${res.statusCode} ${res.body}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('per-role enforcement on real requests', () => {
  const { SUPPORT: support, MODERATOR: moderator } = sessions;

  it('support reads and exports lists, and is refused every change with its role named', async () => {
    for (const name of [
      'listUsers',
      'offerReports',
      'listReportedReviews',
      'adminWalletTransactions',
    ] as const) {
      const res = await call(app, name, { as: support, query: { limit: 5 } });
      expect(res.statusCode, `${name} ${res.body}`).toBe(200);
    }
    expect((await call(app, 'getUser', { as: support, params: { id: alexId } })).statusCode).toBe(200);
    const refusal = 'Your admin role (Support) cannot make changes: it can read and export lists only.';
    for (const [name, body] of [
      ['changeStatus', { userId: alexId, status: 'SUSPENDED', reason: 'test', token: 'x' }],
      ['changeOfferStatus', { offerId: MADE_UP_ID, status: 'DISABLED', user: 'ADMIN' }],
      ['enableDisableReview', { reviewId: MADE_UP_ID, enable: false }],
      ['adminBanChatMember', { memberId: alexId, reason: 'test' }],
      ['adminWalletPost', { userId: alexId, kind: 'REWARD', amountCents: 100, reason: 'test' }],
    ] as const) {
      const res = await call(app, name, { as: support, body });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message).toBe(refusal);
    }
    // Nothing changed: alex is still active.
    expect((await db.select().from(users).where(eq(users.id, alexId)))[0]!.statusId).toBe(1);
  });

  it('a moderator moderates members, offers, reviews and chat, but not money, categories or admins', async () => {
    // Moderation calls get past the role check (then the request's own checks answer).
    for (const [name, body] of [
      ['changeStatus', {}],
      ['changeOfferStatus', {}],
      ['declineOfferReports', {}],
      ['enableDisableReview', {}],
      ['adminBanChatMember', {}],
      ['adminChangeEmail', {}],
    ] as const) {
      const res = await call(app, name, { as: moderator, body });
      expect(res.statusCode, `${name} ${res.body}`).toBe(400);
    }
    const superOnly = 'Your admin role (Moderator) cannot do this: only a super admin can.';
    for (const [name, body] of [
      ['adminWalletPost', { userId: alexId, kind: 'REWARD', amountCents: 100, reason: 'test' }],
      ['createBusinessCategory', { name: 'Moderated' }],
      ['inviteAdmin', { email: 'x@admins.example.com', roleId: ADMIN_ROLE_IDS.SUPPORT }],
      ['voidReferral', {}],
    ] as const) {
      const res = await call(app, name, { as: moderator, body });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message).toBe(superOnly);
    }
  });

  it('an admin without an active role keeps only their own account', async () => {
    const none = sessions.NONE;
    expect((await call(app, 'getAdmin', { as: none })).statusCode).toBe(200);
    const perms = (await call(app, 'getAdminPermissions', { as: none })).json().data;
    expect(perms).toMatchObject({ role: null, readOnly: true });
    const res = await call(app, 'listUsers', { as: none });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your admin account has no active role. Ask a super admin to assign one.',
    );
  });

  it('an inactive role counts as none', async () => {
    const { adminRoles } = await import('../../src/db/schema.ts');
    const support = await adminWith('SUPPORT');
    await db.update(adminRoles).set({ isActive: false }).where(eq(adminRoles.id, ADMIN_ROLE_IDS.SUPPORT));
    adminRoleCache.forget(support.user.id);
    try {
      expect((await call(app, 'listUsers', { as: support })).statusCode).toBe(403);
      const roles = (await call(app, 'listAdminRoles', { as: sessions.SUPER_ADMIN })).json().data;
      expect(roles.find((r: { id: number }) => r.id === 3).isActive).toBe(false);
    } finally {
      await db.update(adminRoles).set({ isActive: true }).where(eq(adminRoles.id, ADMIN_ROLE_IDS.SUPPORT));
      adminRoleCache.forget(support.user.id);
    }
  });

  it('members are still refused admin calls with the plain 403', async () => {
    const member = await signIn(app, MEMBER);
    const res = await call(app, 'listUsers', { as: member });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).not.toMatch(/admin role/);
  });
});
