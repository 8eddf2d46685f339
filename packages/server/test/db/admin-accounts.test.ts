/**
 * Admin accounts: roles list, the signed-in admin's permissions and profile, invites by
 * e-mail (re-invite, a member's address refused, the invite in the inviting console's language),
 * onboarding with the invite's single-use token (new tokens in the response headers, expired / used /
 * wrong tokens refused), the admins list, role and status changes (never oneself, never the last super
 * admin), and the admins' member calls: username look-up and support's e-mail change. Every change
 * leaves an audit row.
 */
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_ROLE_IDS,
  ERROR_MESSAGES,
  HEADER_ACCESS_TOKEN,
  HEADER_REFRESH_TOKEN,
} from '@barterbits/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  authSessions,
  emailTokens,
  outboxEmails,
  userProfiles,
  users,
} from '../../src/db/schema.ts';
import { adminRoleCache } from '../../src/modules/admin-accounts/admin-role-cache.ts';
import { createAccount } from '../../src/seed.ts';
import {
  ADMIN,
  type As,
  build,
  call,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  signIn,
  usingPostgres,
} from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PUBLIC_URL = app.config.publicUrl;
const http = requests(app);
const PASSWORD = 'Onboard#Tern42';

const superAdmin = await signIn(app, ADMIN, 'ADMIN');
const member = await signIn(app, MEMBER);

let seq = 0;
/** A completed admin with `role` (as the seed makes them), signed in. */
async function adminWith(role: 'SUPER_ADMIN' | 'MODERATOR' | 'SUPPORT') {
  const n = ++seq;
  const who = { email: `staff${n}@admins.example.com`, password: 'Staff#Heron77' };
  await createAccount(db, {
    ...who,
    role: 'ADMIN',
    adminRole: role,
    status: 'ACTIVE',
    firstName: 'Staff',
    lastName: 'Member',
    userName: `staff${n}x`,
    mobileNumber: `61355502${String(n).padStart(2, '0')}`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1A 0B1',
  });
  return signIn(app, who, 'ADMIN');
}

const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The newest e-mail to `to`. */
async function lastMailTo(to: string) {
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

const invite = (body: Record<string, unknown>, as: As = superAdmin) => call(app, 'inviteAdmin', { as, body });
const onboard = (body: Record<string, unknown>) => call(app, 'adminOnboarding', { body });
const onboarding = (token: string, mobileNo: string) => ({
  token,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: 'Robin',
  lastName: 'Gagnon',
  mobileNo,
});

async function auditOf(targetUserId: string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUserId, targetUserId))
    .orderBy(desc(adminAuditLog.createdAt));
}

/** Invites `email` as `roleId` and returns the link's token. */
async function invitedToken(email: string, roleId: number) {
  const res = await invite({ email, roleId });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastMailTo(email);
  return tokenOf(mail!.links[0]!);
}

describe('GET /admin/roles and GET /admin/permissions', () => {
  it('lists the three roles with id, code, name, description and isActive', async () => {
    const res = await call(app, 'listAdminRoles', { as: superAdmin });
    expect(res.statusCode).toBe(200);
    const roles = res.json().data as { id: number; code: string; isActive: boolean; description: string }[];
    expect(roles.map((r) => [r.id, r.code, r.isActive])).toEqual([
      [1, 'SUPER_ADMIN', true],
      [2, 'MODERATOR', true],
      [3, 'SUPPORT', true],
    ]);
    expect(roles.every((r) => r.description.length > 0)).toBe(true);
  });

  it('tells each admin their role and what they may call', async () => {
    const support = await adminWith('SUPPORT');
    const mine = (await call(app, 'getAdminPermissions', { as: support })).json().data;
    expect(mine.role).toEqual({ id: 3, code: 'SUPPORT', name: 'Support' });
    expect(mine.readOnly).toBe(true);
    expect(mine.allowedEndpoints).toContain('listUsers');
    expect(mine.allowedEndpoints).toContain('updateAdmin');
    expect(mine.allowedEndpoints).not.toContain('changeStatus');
    const all = (await call(app, 'getAdminPermissions', { as: superAdmin })).json().data;
    expect(all.role.code).toBe('SUPER_ADMIN');
    expect(all.readOnly).toBe(false);
    expect(all.allowedEndpoints).toEqual(expect.arrayContaining(['inviteAdmin', 'changeStatus']));
  });

  it('refuses members', async () => {
    expect((await call(app, 'listAdminRoles', { as: member })).statusCode).toBe(403);
    expect((await call(app, 'getAdminPermissions', { as: member })).statusCode).toBe(403);
  });
});

describe('own profile: GET /admin and PUT /admin', () => {
  it('every role reads and updates its own profile; bad input is a 400 naming the field', async () => {
    const support = await adminWith('SUPPORT');
    const res = await call(app, 'updateAdmin', {
      as: support,
      body: { firstName: 'Sasha', lastName: 'Roy', mobileNo: '6135559911' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await call(app, 'getAdmin', { as: support })).json().data;
    expect(me.userProfile).toMatchObject({
      firstName: 'Sasha',
      lastName: 'Roy',
      mobileNumber: '6135559911',
      subRoleId: ADMIN_ROLE_IDS.SUPPORT,
    });
    const bad = await call(app, 'updateAdmin', {
      as: support,
      body: { firstName: 'S', lastName: 'Roy', mobileNo: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['firstName', 'mobileNo']));
    // The change is audited once; the refused one adds nothing.
    const audit = await auditOf(me.id);
    expect(audit.map((a) => [a.action, a.adminId, a.details])).toEqual([
      ['ADMIN_PROFILE_UPDATE', me.id, { firstName: 'Sasha', lastName: 'Roy', mobileNo: '6135559911' }],
    ]);
  });
});

describe('invites and onboarding', () => {
  it('invites an admin: a pending account with the role, a 7-day link to the console, an audit row', async () => {
    const email = 'new.moderator@admins.example.com';
    const res = await invite({ email: 'New.Moderator@Admins.example.com', roleId: 2, firstName: 'Robin' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ADMIN_ACCOUNT_MESSAGES.invited);
    expect(body.data).toMatchObject({
      email,
      firstName: 'Robin',
      status: 'INVITED',
      role: { id: 2, code: 'MODERATOR', name: 'Moderator' },
      invitedBy: { id: superAdmin.user.id, email: ADMIN.email },
      lastLogin: null,
    });
    const days = (Date.parse(body.data.inviteExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const mail = await lastMailTo(email);
    expect(mail!.template).toBe('admin-invite');
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/admin/onboarding\\?token=[^&]+$`));
    expect(mail!.text).toContain('Moderator');
    // No password yet: signing in fails like any wrong password.
    const signInRes = await http.post('/v1/user/login', null, { email, password: PASSWORD, portal: 'ADMIN' });
    expect(signInRes.statusCode).toBe(401);
    const audit = await auditOf(body.data.id);
    expect(audit[0]).toMatchObject({ adminId: superAdmin.user.id, action: 'ADMIN_INVITE' });
  });

  it('onboarding sets password and profile, answers tokens in the headers, and the link works once', async () => {
    const email = 'onboard.one@admins.example.com';
    const token = await invitedToken(email, ADMIN_ROLE_IDS.SUPPORT);
    const res = await onboard(onboarding(token, '6135557001'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.headers[HEADER_ACCESS_TOKEN]).toBe(data.accessToken);
    expect(res.headers[HEADER_REFRESH_TOKEN]).toBe(data.refreshToken);
    expect(data.user).toMatchObject({ email, role: 'ADMIN', checkOutStatus: 'COMPLETED' });
    expect(data.user.userProfile).toMatchObject({
      firstName: 'Robin',
      lastName: 'Gagnon',
      mobileNumber: '6135557001',
      subRoleId: 3,
    });
    // The answered session works, with the invited role.
    const perms = await call(app, 'getAdminPermissions', { as: data.accessToken });
    expect(perms.json().data.role.code).toBe('SUPPORT');
    // And the admin signs in with the new password.
    await login(app, { email, password: PASSWORD }, 'ADMIN');
    // Used: 410.
    const again = await onboard(onboarding(token, '6135557002'));
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);
    const audit = await auditOf(data.user.id);
    expect(audit.map((a) => a.action)).toEqual(['ADMIN_ONBOARDED', 'ADMIN_INVITE']);
  });

  it('refuses an unknown token (400), an expired one (410) and bad input (400 per field)', async () => {
    const wrong = await onboard(onboarding('not-a-real-token', '6135557010'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This invitation link is not valid.');

    const email = 'expired.invite@admins.example.com';
    const token = await invitedToken(email, ADMIN_ROLE_IDS.MODERATOR);
    const userId = await idOf(email);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'ADMIN_INVITE')));
    const expired = await onboard(onboarding(token, '6135557011'));
    expect(expired.statusCode).toBe(410);

    const bad = await onboard({ ...onboarding(token, '12'), password: 'weak', confirmPassword: 'other' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['password', 'confirmPassword', 'mobileNo']),
    );
  });

  it('a mobile number already in use is a 409 on the field, and the link still works afterwards', async () => {
    const email = 'mobile.clash@admins.example.com';
    const token = await invitedToken(email, ADMIN_ROLE_IDS.SUPPORT);
    const clash = await onboard(onboarding(token, '4165550101')); // alex's
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors.mobileNo).toEqual([ERROR_MESSAGES.mobileInUse]);
    expect((await onboard(onboarding(token, '6135557020'))).statusCode).toBe(200);
  });

  it('re-inviting a pending admin sends a new link and the old one stops working', async () => {
    const email = 'twice@admins.example.com';
    const first = await invitedToken(email, ADMIN_ROLE_IDS.SUPPORT);
    const res = await invite({ email, roleId: ADMIN_ROLE_IDS.MODERATOR });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.reinvited);
    expect(res.json().data.role.code).toBe('MODERATOR');
    const second = tokenOf((await lastMailTo(email))!.links[0]!);
    expect(second).not.toBe(first);
    expect((await onboard(onboarding(first, '6135557030'))).statusCode).toBe(410);
    expect((await onboard(onboarding(second, '6135557030'))).statusCode).toBe(200);
    const audit = await auditOf(await idOf(email));
    expect(audit.map((a) => a.action)).toContain('ADMIN_INVITE_RESENT');
  });

  it('an invite is in the inviting console’s language, kept as the new account’s for every re-send', async () => {
    const NBSP = '\u00a0';
    const PRODUCT = app.config.productName;
    const inviteFrom = (language: string, email: string, roleId: number) =>
      call(app, 'inviteAdmin', {
        as: superAdmin,
        body: { email, roleId },
        headers: { 'accept-language': language },
      });
    const languageOf = async (email: string) =>
      (await db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

    const french = 'francais@admins.example.com';
    expect((await inviteFrom('fr-CA,fr;q=0.9', french, ADMIN_ROLE_IDS.MODERATOR)).statusCode).toBe(200);
    expect(await languageOf(french)).toBe('fr-CA');
    let mail = await lastMailTo(french);
    expect(mail!.template).toBe('admin-invite');
    expect(mail!.subject).toBe(`Invitation à la console d’administration de ${PRODUCT}`);
    expect(mail!.text).toContain('avec le rôle Modérateur.');
    expect(mail!.text).toContain('expire dans 7 jours');
    expect(mail!.text).toContain(
      `Créer mon compte administrateur${NBSP}: ${PUBLIC_URL}/admin/onboarding?token=`,
    );
    expect(mail!.html).toContain('<html lang="fr-CA">');

    // A re-send from an English console: still the account's language.
    expect((await inviteFrom('en-CA,en;q=0.9', french, ADMIN_ROLE_IDS.SUPPORT)).statusCode).toBe(200);
    mail = await lastMailTo(french);
    expect(mail!.subject).toBe(`Invitation à la console d’administration de ${PRODUCT}`);
    expect(mail!.text).toContain('avec le rôle Soutien.');
    expect(await languageOf(french)).toBe('fr-CA');

    const english = 'english@admins.example.com';
    expect((await inviteFrom('en-CA,en;q=0.9', english, ADMIN_ROLE_IDS.SUPER_ADMIN)).statusCode).toBe(200);
    expect(await languageOf(english)).toBe('en-CA');
    mail = await lastMailTo(english);
    expect(mail!.subject).toBe(`You are invited to the ${PRODUCT} admin console`);
    expect(mail!.text).toContain(`invited you to the ${PRODUCT} admin console as Super admin.`);
    expect(mail!.text).toContain('The link works once and expires in 7 days.');
    expect(mail!.html).toContain('<html lang="en-CA">');
  });

  it("refuses a member's address, an onboarded admin's address, an unknown role and bad input", async () => {
    const memberEmail = await invite({ email: MEMBER.email, roleId: 3 });
    expect(memberEmail.statusCode).toBe(409);
    expect(memberEmail.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.memberEmail);
    const adminEmail = await invite({ email: ADMIN.email, roleId: 3 });
    expect(adminEmail.statusCode).toBe(409);
    expect(adminEmail.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.adminExists);
    const role = await invite({ email: 'norole@admins.example.com', roleId: 99 });
    expect(role.statusCode).toBe(400);
    expect(role.json().fieldErrors.roleId).toEqual([ADMIN_ACCOUNT_MESSAGES.roleUnknown]);
    const huge = await invite({ email: 'huge.role@admins.example.com', roleId: 2 ** 31 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors.roleId).toEqual(['Choose an admin role.']);
    const bad = await invite({ email: 'not-an-email', roleId: 'two' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['email', 'roleId']));
  });

  it('only super admins invite', async () => {
    const moderator = await adminWith('MODERATOR');
    const res = await invite({ email: 'by.moderator@admins.example.com', roleId: 3 }, moderator);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your admin role (Moderator) cannot do this: only a super admin can.');
    expect((await invite({ email: 'by.member@admins.example.com', roleId: 3 }, member)).statusCode).toBe(403);
  });
});

describe('GET and PATCH /admin/accounts', () => {
  it('lists admins with role, status and inviter, filtered by status, role and search', async () => {
    await invitedToken('listed.pending@admins.example.com', ADMIN_ROLE_IDS.SUPPORT);
    const res = await call(app, 'listAdminAccounts', {
      as: superAdmin,
      query: { status: 'INVITED', limit: 100 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { email: string; status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'INVITED')).toBe(true);
    expect(rows.map((r) => r.email)).toContain('listed.pending@admins.example.com');
    const found = await call(app, 'listAdminAccounts', { as: superAdmin, query: { search: 'Avery' } });
    expect(found.json().data.map((r: { email: string }) => r.email)).toEqual([ADMIN.email]);
    expect(found.json().data[0]).toMatchObject({ status: 'ACTIVE', role: { code: 'SUPER_ADMIN' } });
    const supers = await call(app, 'listAdminAccounts', { as: superAdmin, query: { roleId: 1, limit: 100 } });
    expect(supers.json().data.every((r: { role: { id: number } }) => r.role.id === 1)).toBe(true);
    expect(
      (await call(app, 'listAdminAccounts', { as: superAdmin, query: { status: 'GONE' } })).statusCode,
    ).toBe(400);
  });

  it('is for super admins only, reading included', async () => {
    const support = await adminWith('SUPPORT');
    const res = await call(app, 'listAdminAccounts', { as: support });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your admin role (Support) cannot make changes: it can read and export lists only.',
    );
  });

  it("changes another admin's role, effective on their next request, audited", async () => {
    const target = await adminWith('SUPPORT');
    const before = await call(app, 'changeStatus', { as: target, body: {} });
    expect(before.statusCode).toBe(403);
    const res = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: target.user.id, roleId: ADMIN_ROLE_IDS.MODERATOR },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.role.code).toBe('MODERATOR');
    // A moderator may now try it: refused only by validation.
    expect((await call(app, 'changeStatus', { as: target, body: {} })).statusCode).toBe(400);
    const audit = await auditOf(target.user.id);
    expect(audit[0]).toMatchObject({
      action: 'ADMIN_ROLE_CHANGE',
      details: { fromRoleId: 3, toRoleId: 2 },
    });
  });

  it('deactivating ends their sessions; reactivating lets them sign in again', async () => {
    const target = await adminWith('MODERATOR');
    const res = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: target.user.id, status: 'DEACTIVATED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DEACTIVATED');
    expect((await call(app, 'getAdmin', { as: target })).statusCode).toBeGreaterThanOrEqual(401);
    const open = await db.select().from(authSessions).where(eq(authSessions.userId, target.user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const back = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: target.user.id, status: 'ACTIVE' },
    });
    expect(back.json().data.status).toBe('ACTIVE');
    const audit = await auditOf(target.user.id);
    expect(audit.filter((a) => a.action === 'ADMIN_STATUS_CHANGE')).toHaveLength(2);
  });

  it('deactivating a pending invite makes its link stop working', async () => {
    const email = 'revoked@admins.example.com';
    const token = await invitedToken(email, ADMIN_ROLE_IDS.SUPPORT);
    const id = await idOf(email);
    await call(app, 'updateAdminAccount', { as: superAdmin, body: { adminId: id, status: 'DEACTIVATED' } });
    expect((await onboard(onboarding(token, '6135557040'))).statusCode).toBe(410);
  });

  it('never changes oneself; 404 for a non-admin; 400 for nothing to change', async () => {
    const self = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: superAdmin.user.id, roleId: 3 },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.notYourself);
    const notAdmin = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: await idOf(MEMBER.email), roleId: 2 },
    });
    expect(notAdmin.statusCode).toBe(404);
    const nothing = await call(app, 'updateAdminAccount', {
      as: superAdmin,
      body: { adminId: await idOf(ADMIN.email) },
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('never leaves no active super admin, even when two demote each other at once', async () => {
    // Only the seeded admin and `other` are super admins.
    await db
      .update(userProfiles)
      .set({ subRoleId: ADMIN_ROLE_IDS.MODERATOR })
      .where(
        and(
          eq(userProfiles.subRoleId, ADMIN_ROLE_IDS.SUPER_ADMIN),
          ne(userProfiles.userId, superAdmin.user.id),
        ),
      );
    const other = await adminWith('SUPER_ADMIN');
    const [a, b] = await Promise.all([
      call(app, 'updateAdminAccount', { as: superAdmin, body: { adminId: other.user.id, roleId: 2 } }),
      call(app, 'updateAdminAccount', { as: other, body: { adminId: superAdmin.user.id, roleId: 2 } }),
    ]);
    // One wins; the other is refused, by its new role or (when both ran at once) by the last-super-admin rule.
    expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect([403, 409]).toContain(a.statusCode === 200 ? b.statusCode : a.statusCode);
    const supers = await db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.subRoleId, ADMIN_ROLE_IDS.SUPER_ADMIN));
    expect(supers).toHaveLength(1);
    // Put the seeded admin back as the super admin for the tests below.
    await db
      .update(userProfiles)
      .set({ subRoleId: ADMIN_ROLE_IDS.SUPER_ADMIN })
      .where(eq(userProfiles.userId, superAdmin.user.id));
    adminRoleCache.forget(superAdmin.user.id);
  });

  it('refuses to demote the last active super admin (a caller whose role changed a moment ago)', async () => {
    const other = await adminWith('SUPER_ADMIN');
    // other's role is remembered as super admin for a moment; meanwhile it is demoted by hand.
    expect((await call(app, 'getAdminPermissions', { as: other })).json().data.role.code).toBe('SUPER_ADMIN');
    await db
      .update(userProfiles)
      .set({ subRoleId: ADMIN_ROLE_IDS.MODERATOR })
      .where(
        and(
          eq(userProfiles.subRoleId, ADMIN_ROLE_IDS.SUPER_ADMIN),
          ne(userProfiles.userId, superAdmin.user.id),
        ),
      );
    const res = await call(app, 'updateAdminAccount', {
      as: other,
      body: { adminId: superAdmin.user.id, status: 'DEACTIVATED' },
    });
    // The last-super-admin rule refuses it (409). On PostgreSQL the demotion's NOTIFY may already have made
    // this instance forget the remembered role, and then the role check refuses it first (403).
    if (usingPostgres && res.statusCode === 403) expect(res.json().code).toBe('ROLE_FORBIDDEN');
    else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.lastSuperAdmin);
    }
    expect((await call(app, 'getAdmin', { as: superAdmin })).statusCode).toBe(200);
  });
});

describe('GET /user/user-name', () => {
  it('finds members by part of the username, exact match first, paged; admins are not listed', async () => {
    const res = await call(app, 'lookupUserNames', { as: superAdmin, query: { q: 'a', limit: 20 } });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((m: { userName: string }) => m.userName);
    expect(names).toContain('alexm24');
    expect(names).not.toContain('averyadmin1');
    const exact = await call(app, 'lookupUserNames', { as: superAdmin, query: { userName: 'SAMCHEN7' } });
    expect(exact.json().data[0]).toMatchObject({
      userName: 'samchen7',
      email: OTHER_MEMBER.email,
      status: 'ACTIVE',
    });
    expect(exact.json().meta).toMatchObject({ total: 1, limit: 10, offset: 0 });
    const wildcard = await call(app, 'lookupUserNames', { as: superAdmin, query: { q: '%' } });
    expect(wildcard.json().data).toEqual([]);
  });

  it('is readable by support, refused to members, and needs a search text of at most 30 characters', async () => {
    const support = await adminWith('SUPPORT');
    expect((await call(app, 'lookupUserNames', { as: support, query: { q: 'sam' } })).statusCode).toBe(200);
    expect((await call(app, 'lookupUserNames', { as: member, query: { q: 'sam' } })).statusCode).toBe(403);
    expect((await call(app, 'lookupUserNames', { as: superAdmin })).statusCode).toBe(400);
    expect(
      (await call(app, 'lookupUserNames', { as: superAdmin, query: { q: 'x'.repeat(31) } })).statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'lookupUserNames', { as: superAdmin, query: { q: 'a', limit: 21 } })).statusCode,
    ).toBe(400);
  });
});

describe('POST /user/email-change (support changes a member e-mail)', () => {
  async function recheck(as: { accessToken: string }, password: string) {
    const res = await http.post('/v1/user/verify-password', as.accessToken, { password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  }

  it("changes the address after the admin's password re-check: sessions end, both addresses told, audited", async () => {
    const res0 = await app.inject({
      method: 'POST',
      url: '/v1/testing/users',
      payload: { email: 'lost.mailbox@example.com', password: 'Member#Otter55', stage: 'COMPLETED' },
    });
    expect(res0.statusCode, res0.body).toBe(200);
    const target = await signIn(app, { email: 'lost.mailbox@example.com', password: 'Member#Otter55' });
    const moderator = await adminWith('MODERATOR');
    const token = await recheck(moderator, 'Staff#Heron77');
    const res = await call(app, 'adminChangeEmail', {
      as: moderator,
      body: {
        userId: target.user.id,
        newEmail: 'New.Mailbox@Example.com',
        reason: 'Lost access to old mailbox',
        token,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      userId: target.user.id,
      oldEmail: 'lost.mailbox@example.com',
      newEmail: 'new.mailbox@example.com',
    });
    expect((await call(app, 'getUser', { as: target, params: { id: target.user.id } })).statusCode).toBe(401);
    await login(app, { email: 'new.mailbox@example.com', password: 'Member#Otter55' });
    for (const to of ['lost.mailbox@example.com', 'new.mailbox@example.com']) {
      const told = await lastMailTo(to);
      expect(told!.template).toBe('email-changed-by-support');
      expect(told!.links).toEqual([`${PUBLIC_URL}/sign-in`]);
    }
    const [audit] = await auditOf(target.user.id);
    expect(audit).toMatchObject({
      adminId: moderator.user.id,
      action: 'USER_EMAIL_CHANGE',
      details: { fromEmail: 'lost.mailbox@example.com', toEmail: 'new.mailbox@example.com' },
    });
    // The re-check token is single use.
    const reuse = await call(app, 'adminChangeEmail', {
      as: moderator,
      body: { userId: target.user.id, newEmail: 'third@example.com', reason: 'again', token },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a taken or unchanged address, an admin account, an unknown member and a missing re-check', async () => {
    const token = await recheck(superAdmin, ADMIN.password);
    const alex = await idOf(MEMBER.email);
    const base = { userId: alex, reason: 'support case', token };
    const taken = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { ...base, newEmail: OTHER_MEMBER.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.newEmail).toEqual([ERROR_MESSAGES.emailAlreadyAssociated]);
    const same = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { ...base, newEmail: MEMBER.email },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.sameEmail);
    const admin = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { ...base, userId: superAdmin.user.id, newEmail: 'x@example.com' },
    });
    expect(admin.statusCode).toBe(403);
    const unknown = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { ...base, userId: '00000000-0000-4000-8000-000000000000', newEmail: 'y@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    const noCheck = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { ...base, newEmail: 'z@example.com', token: 'made-up' },
    });
    expect(noCheck.statusCode).toBe(400);
    expect(noCheck.json().fieldErrors.token).toBeDefined();
    const bad = await call(app, 'adminChangeEmail', {
      as: superAdmin,
      body: { userId: 'nope', newEmail: 'bad' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['userId', 'newEmail', 'reason', 'token']),
    );
    // Nothing changed.
    expect((await db.select().from(users).where(eq(users.id, alex)))[0]!.email).toBe(MEMBER.email);
  });

  it('support may not change e-mails; members are refused', async () => {
    const support = await adminWith('SUPPORT');
    const res = await call(app, 'adminChangeEmail', { as: support, body: {} });
    expect(res.statusCode).toBe(403);
    expect((await call(app, 'adminChangeEmail', { as: member, body: {} })).statusCode).toBe(403);
  });
});
