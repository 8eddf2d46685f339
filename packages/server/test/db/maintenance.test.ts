/**
 * The maintenance lock: the admin's modules, lock and release (audited), the public restriction
 * check, the guard (system down → 503 with Retry-After and the note on member calls, sign-in, the check
 * and the admin API open; a locked module's calls refused and nothing changed), a money call in flight
 * when the wallet is locked, the unlock pass, and two instances on one PostgreSQL database (a change seen
 * at once through NOTIFY, and after a lost LISTEN connection is back; skipped without DATABASE_URL).
 */
import {
  HEADER_SYSTEM_UNLOCK_TOKEN,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_MODULE_DESCRIPTIONS,
  MAINTENANCE_MODULE_NAMES,
  MAINTENANCE_MODULE_ROUTES,
  MAINTENANCE_NOTE_MAX,
  MAINTENANCE_RETRY_AFTER_SECONDS,
} from '@barterbits/contracts';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PROCESSORS } from '../../src/adapters/payments.ts';
import { createSandboxProcessor } from '../../src/adapters/payments-sandbox.ts';
import {
  adminAuditLog,
  bitsLoads,
  maintenanceLocks,
  maintenanceModules,
  walletTransactions,
} from '../../src/db/schema.ts';
import { createUnlockPasses } from '../../src/modules/maintenance/unlock-pass.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import {
  ADMIN,
  build,
  call,
  freshIp,
  MEMBER,
  OTHER_MEMBER,
  type Session,
  signIn,
  startTwoInstances,
  usingPostgres,
} from '../helper.ts';

const SECRET = 'maintenance-test-secret-0123456789abcdef0123456789';

/**
 * A card processor whose charges wait while `hold` is set: a load-bits call can be held in flight,
 * past the guard and before its ledger movement, while the test locks the wallet.
 */
let hold: Promise<void> | null = null;
let charging: (() => void) | null = null;
PAYMENT_PROCESSORS['maintenance-gated'] = () => {
  const sandbox = createSandboxProcessor();
  return {
    name: sandbox.name,
    tokenizeCard: (card) => sandbox.tokenizeCard(card),
    refund: (id, cents) => sandbox.refund(id, cents),
    async charge(req) {
      charging?.();
      if (hold) await hold;
      return sandbox.charge(req);
    },
  };
};

const app = await build({ config: { jwtSecret: SECRET, paymentsProvider: 'maintenance-gated' } });
const db = app.database.db;
let admin: Session;
let alex: Session;
let sam: Session;

beforeAll(async () => {
  admin = await signIn(app, ADMIN, 'ADMIN');
  alex = await signIn(app, MEMBER);
  sam = await signIn(app, OTHER_MEMBER);
});

afterEach(async () => {
  // Every test starts unlocked.
  expect((await call(app, 'releaseSystem', { as: admin })).statusCode).toBe(200);
  expect(await ledgerViolations(db)).toEqual([]);
});

const NOTE = 'Back at 3 pm: we are upgrading the wallet.';
const lock = (body: Record<string, unknown>, as: Session | null = admin) =>
  call(app, 'lockSystem', { as, body: { adminNote: NOTE, ...body } });
const check = (headers?: Record<string, string>) => call(app, 'maintenanceCheck', headers ? { headers } : {});

/** The 503 of a refused call: code, the admin note, Retry-After. */
function expectRefused(res: Awaited<ReturnType<typeof call>>, note = NOTE) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ statusCode: 503, code: 'MAINTENANCE', message: note });
}

const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Alex Member',
};
const loadBits = (as: Session, amountCents: number, headers?: Record<string, string>) =>
  call(app, 'loadBits', {
    as,
    body: { amountCents, card: CARD, pin: '2468' },
    remoteAddress: freshIp(),
    ...(headers ? { headers } : {}),
  });
const movementsOf = async (userId: string) =>
  (
    await db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.initiatedBy, userId))
  )[0]!.n;

describe('GET /v1/maintenance/modules', () => {
  it('lists the lockable modules in order, none locked, each with its member-app routes', async () => {
    const res = await call(app, 'maintenanceModules', { as: admin, query: { moduleType: 'lockable' } });
    expect(res.statusCode, res.body).toBe(200);
    const modules = res.json().data as { id: string; locked: boolean; routes: string[] }[];
    expect(modules.map((m) => m.id)).toEqual([
      'offers',
      'wallet',
      'barter',
      'gifts',
      'reviews',
      'chat',
      'members',
      'referrals',
      'membership',
      'feedback',
    ]);
    expect(modules.every((m) => !m.locked)).toBe(true);
    expect(modules.find((m) => m.id === 'wallet')?.routes).toEqual(MAINTENANCE_MODULE_ROUTES.wallet);
    // The default is lockable; `all` answers the same seeded list.
    expect((await call(app, 'maintenanceModules', { as: admin })).json().data).toEqual(modules);
    expect(
      (await call(app, 'maintenanceModules', { as: admin, query: { moduleType: 'all' } })).json().data,
    ).toEqual(modules);
  });

  it('marks the locked modules, and every module while the system is down', async () => {
    expect((await lock({ lockedModulesId: ['wallet', 'gifts'] })).statusCode).toBe(200);
    let modules = (await call(app, 'maintenanceModules', { as: admin })).json().data as {
      id: string;
      locked: boolean;
    }[];
    expect(modules.filter((m) => m.locked).map((m) => m.id)).toEqual(['wallet', 'gifts']);
    expect((await lock({ systemDown: true })).statusCode).toBe(200);
    modules = (await call(app, 'maintenanceModules', { as: admin })).json().data;
    expect(modules.every((m) => m.locked)).toBe(true);
  });

  it('is for admins only; a bad moduleType is a 400', async () => {
    expect((await call(app, 'maintenanceModules')).statusCode).toBe(401);
    expect((await call(app, 'maintenanceModules', { as: alex })).statusCode).toBe(403);
    const bad = await call(app, 'maintenanceModules', { as: admin, query: { moduleType: 'everything' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('moduleType');
  });
});

describe('GET /v1/maintenance/check', () => {
  it('answers the open state to anyone', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      isSystemDown: false,
      isModulesLocked: false,
      adminNote: null,
      lockId: null,
      lockedAt: null,
      lockedModulesId: [],
      lockedModules: [],
      routes: [],
      isEnableRoute: true,
      isUnlocked: false,
    });
  });

  it('answers a module lock: the note, the modules and their member-app routes disabled', async () => {
    const locked = await lock({ lockedModulesId: ['wallet', 'barter', 'wallet'] });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().message).toBe(MAINTENANCE_MESSAGES.locked);
    const state = (await check()).json().data;
    expect(state).toMatchObject({
      isSystemDown: false,
      isModulesLocked: true,
      adminNote: NOTE,
      lockedModulesId: ['wallet', 'barter'],
      lockedModules: [
        { id: 'wallet', name: 'Wallet' },
        { id: 'barter', name: 'Barter' },
      ],
      routes: [...MAINTENANCE_MODULE_ROUTES.wallet!, ...MAINTENANCE_MODULE_ROUTES.barter!],
      isEnableRoute: false,
      isUnlocked: false,
    });
    expect(state.lockId).toBe(locked.json().data.lockId);
    expect(Date.now() - new Date(state.lockedAt).getTime()).toBeLessThan(60_000);
  });

  it('answers the system down, with every module locked, to a guest and a member', async () => {
    await lock({ systemDown: true, lockedModulesId: [] });
    for (const as of [null, alex]) {
      const res = await call(app, 'maintenanceCheck', { as });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ isSystemDown: true, isModulesLocked: true, adminNote: NOTE });
      expect(res.json().data.lockedModulesId).toHaveLength(10);
      expect(res.json().data.routes).toContain('/my-wallet');
      expect(res.json().data.routes).toContain('/chat');
    }
  });
});

describe("the modules' words in the reader's language", () => {
  const FRENCH = { 'accept-language': 'fr-CA' };
  const ENGLISH = { 'accept-language': 'en-CA' };

  it('are seeded in English as the contracts give them, letter for letter', async () => {
    const rows = await db.select().from(maintenanceModules).orderBy(maintenanceModules.position);
    expect(Object.fromEntries(rows.map((m) => [m.id, m.name]))).toEqual(MAINTENANCE_MODULE_NAMES);
    expect(Object.fromEntries(rows.map((m) => [m.id, m.description]))).toEqual(
      MAINTENANCE_MODULE_DESCRIPTIONS,
    );
  });

  it("the console's list reads in French for a French reader, unchanged in English", async () => {
    const french = await call(app, 'maintenanceModules', { as: admin, headers: FRENCH });
    expect(french.statusCode, french.body).toBe(200);
    const modules = french.json().data as { id: string; name: string; description: string }[];
    expect(modules.find((m) => m.id === 'wallet')).toMatchObject({
      name: 'Portefeuille',
      description: 'Chargement de BITS, relevés et mouvements du portefeuille.',
    });
    expect(modules.find((m) => m.id === 'chat')).toMatchObject({ name: 'Clavardage' });
    expect(modules.find((m) => m.id === 'feedback')).toMatchObject({ name: 'Commentaires' });
    // Every module has its French (none left in English).
    for (const m of modules) {
      expect(m.name, m.id).not.toBe(MAINTENANCE_MODULE_NAMES[m.id as keyof typeof MAINTENANCE_MODULE_NAMES]);
      expect(m.description, m.id).not.toBe(
        MAINTENANCE_MODULE_DESCRIPTIONS[m.id as keyof typeof MAINTENANCE_MODULE_DESCRIPTIONS],
      );
    }

    const english = (await call(app, 'maintenanceModules', { as: admin, headers: ENGLISH })).json().data as {
      id: string;
      name: string;
      description: string;
    }[];
    expect(Object.fromEntries(english.map((m) => [m.id, m.name]))).toEqual(MAINTENANCE_MODULE_NAMES);
    expect(Object.fromEntries(english.map((m) => [m.id, m.description]))).toEqual(
      MAINTENANCE_MODULE_DESCRIPTIONS,
    );
  });

  it("the member app's check and the lock's answers name the locked modules in the reader's language", async () => {
    const locked = await call(app, 'lockSystem', {
      as: admin,
      body: { adminNote: NOTE, lockedModulesId: ['wallet', 'chat'] },
      headers: FRENCH,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.lockedModules).toEqual([
      { id: 'wallet', name: 'Portefeuille' },
      { id: 'chat', name: 'Clavardage' },
    ]);
    expect((await check(FRENCH)).json().data.lockedModules).toEqual([
      { id: 'wallet', name: 'Portefeuille' },
      { id: 'chat', name: 'Clavardage' },
    ]);
    expect((await check(ENGLISH)).json().data.lockedModules).toEqual([
      { id: 'wallet', name: 'Wallet' },
      { id: 'chat', name: 'Chat' },
    ]);

    const pass = (await call(app, 'createUnlockToken', { as: admin, body: {} })).json().data;
    const unlocked = await call(app, 'unlockSystem', {
      body: { xSystemUnlockToken: pass.xSystemUnlockToken },
      headers: FRENCH,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data.state.lockedModules[0]).toEqual({ id: 'wallet', name: 'Portefeuille' });
  });

  it('a module the catalogs do not know keeps its stored words', async () => {
    await db.insert(maintenanceModules).values({
      id: 'escrow',
      name: 'Escrow',
      description: 'Holding BITS until both sides agree.',
      position: 99,
    });
    try {
      expect((await lock({ lockedModulesId: ['escrow', 'gifts'] })).statusCode).toBe(200);
      const modules = (await call(app, 'maintenanceModules', { as: admin, headers: FRENCH })).json().data as {
        id: string;
        name: string;
        description: string;
      }[];
      expect(modules.find((m) => m.id === 'escrow')).toMatchObject({
        name: 'Escrow',
        description: 'Holding BITS until both sides agree.',
      });
      expect((await check(FRENCH)).json().data.lockedModules).toEqual([
        { id: 'gifts', name: 'Cadeaux' },
        { id: 'escrow', name: 'Escrow' },
      ]);
    } finally {
      expect((await call(app, 'releaseSystem', { as: admin })).statusCode).toBe(200);
      await db.delete(maintenanceModules).where(eq(maintenanceModules.id, 'escrow'));
    }
  });
});

describe('POST /v1/maintenance/lock-system', () => {
  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lockedModulesId: [] }, 'lockedModulesId'],
      [{ lockedModulesId: ['wallet'], adminNote: '' }, 'adminNote'],
      [{ lockedModulesId: ['wallet'], adminNote: '   ' }, 'adminNote'],
      [{ lockedModulesId: ['wallet'], adminNote: 'x'.repeat(MAINTENANCE_NOTE_MAX + 1) }, 'adminNote'],
      [{ lockedModulesId: 'wallet' }, 'lockedModulesId'],
      [{ lockedModulesId: [''] }, 'lockedModulesId.0'],
      [{ lockedModulesId: ['wallet'], systemDown: 'yes' }, 'systemDown'],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, 'lockSystem', { as: admin, body: { adminNote: NOTE, ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fieldErrors), JSON.stringify(body)).toContain(field);
    }
    const noNote = await call(app, 'lockSystem', { as: admin, body: { lockedModulesId: ['wallet'] } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toHaveProperty('adminNote');
    expect((await check()).json().data.lockId).toBeNull();
  });

  it('refuses an unknown module with a 400 naming it, and locks nothing', async () => {
    const res = await lock({ lockedModulesId: ['wallet', 'casino'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown module: casino.',
      fieldErrors: { lockedModulesId: ['Unknown module: casino.'] },
    });
    expect(await db.select().from(maintenanceLocks).where(isNull(maintenanceLocks.releasedAt))).toEqual([]);
  });

  it('replaces the lock in force in one step: one lock in force, both audited', async () => {
    const first = (await lock({ lockedModulesId: ['wallet'] })).json().data;
    const second = (
      await lock({ lockedModulesId: ['offers'], adminNote: 'Offers are being reindexed.' })
    ).json().data;
    expect(second.lockId).not.toBe(first.lockId);
    const active = await db.select().from(maintenanceLocks).where(isNull(maintenanceLocks.releasedAt));
    expect(active.map((l) => l.id)).toEqual([second.lockId]);
    const [old] = await db.select().from(maintenanceLocks).where(eq(maintenanceLocks.id, first.lockId));
    expect(old?.releasedAt).not.toBeNull();
    expect(old?.releasedBy).toBe(admin.user.id);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, admin.user.id), eq(adminAuditLog.action, 'MAINTENANCE_LOCK')));
    const entry = audit.find((a) => (a.details as { lockId: string }).lockId === second.lockId);
    expect(entry?.details).toEqual({
      lockId: second.lockId,
      systemDown: false,
      moduleIds: ['offers'],
      adminNote: 'Offers are being reindexed.',
      replacedLockId: first.lockId,
    });
    // The wallet is open again, offers are locked.
    expect((await call(app, 'getWallet', { as: alex })).statusCode).toBe(200);
    expectRefused(await call(app, 'myFavourites', { as: alex }), 'Offers are being reindexed.');
  });

  it('is for admins only', async () => {
    expect((await lock({ lockedModulesId: ['wallet'] }, null)).statusCode).toBe(401);
    expect((await lock({ lockedModulesId: ['wallet'] }, alex)).statusCode).toBe(403);
    expect((await check()).json().data.lockId).toBeNull();
  });
});

describe('POST /v1/maintenance/release-system', () => {
  it('releases the lock (audited) and every call is open again', async () => {
    const { lockId } = (await lock({ systemDown: true })).json().data;
    expectRefused(await call(app, 'getWallet', { as: alex }));
    const res = await call(app, 'releaseSystem', { as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MAINTENANCE_MESSAGES.released,
      data: { isSystemDown: false, isModulesLocked: false, lockId: null, isEnableRoute: true },
    });
    expect((await call(app, 'getWallet', { as: alex })).statusCode).toBe(200);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, admin.user.id), eq(adminAuditLog.action, 'MAINTENANCE_RELEASE')));
    expect(audit.map((a) => a.details)).toContainEqual({ lockId });
  });

  it('with nothing locked answers 200 and says so, writing nothing', async () => {
    const before = await db.select({ n: count() }).from(adminAuditLog);
    const res = await call(app, 'releaseSystem', { as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MAINTENANCE_MESSAGES.nothingLocked);
    expect(await db.select({ n: count() }).from(adminAuditLog)).toEqual(before);
  });

  it('is for admins only', async () => {
    await lock({ lockedModulesId: ['chat'] });
    expect((await call(app, 'releaseSystem')).statusCode).toBe(401);
    expect((await call(app, 'releaseSystem', { as: alex })).statusCode).toBe(403);
    expect((await check()).json().data.isModulesLocked).toBe(true);
  });
});

describe('the guard', () => {
  it('system down: member and guest calls get 503 with Retry-After and the note', async () => {
    await lock({ systemDown: true });
    expectRefused(await call(app, 'getWallet', { as: alex }));
    expectRefused(await call(app, 'getNotificationSettings', { as: alex }));
    expectRefused(await call(app, 'getUser', { as: alex, params: { id: alex.user.id } }));
    // Before validation: a guest's sign-up with any body.
    expectRefused(await call(app, 'signUp', { body: {} }));
    expectRefused(await call(app, 'listPlans'));
  });

  it('system down: sign-in, refresh, the check, health and the admin API stay open', async () => {
    await lock({ systemDown: true });
    const fresh = await signIn(app, MEMBER);
    const refreshed = await call(app, 'refreshToken', { body: { token: fresh.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await call(app, 'health')).statusCode).toBe(200);
    const adminAgain = await signIn(app, ADMIN, 'ADMIN');
    expect((await call(app, 'listUsers', { as: adminAgain })).statusCode).toBe(200);
    expect(
      (await call(app, 'adminWalletSummary', { as: admin, params: { id: alex.user.id } })).statusCode,
    ).toBe(200);
    // A `user` call by an admin is decided by the caller's role.
    expect((await call(app, 'getUser', { as: admin, params: { id: alex.user.id } })).statusCode).toBe(200);
    expect((await call(app, 'logout', { as: fresh })).statusCode).toBe(200);
  });

  it("a module lock refuses that module's calls only, and nothing changes", async () => {
    await lock({ lockedModulesId: ['wallet'] });
    expectRefused(await call(app, 'getWallet', { as: alex }));
    expectRefused(await call(app, 'getStatement', { as: alex }));
    const balance = await balanceOf(db, alex.user.id);
    const moves = await movementsOf(alex.user.id);
    expectRefused(await loadBits(alex, 1_000));
    expect(await balanceOf(db, alex.user.id)).toBe(balance);
    expect(await movementsOf(alex.user.id)).toBe(moves);
    expect(await db.select().from(bitsLoads).where(eq(bitsLoads.userId, alex.user.id))).toEqual([]);
    // Other modules and calls of no module answer.
    expect((await call(app, 'myFavourites', { as: alex })).statusCode).toBe(200);
    expect((await call(app, 'getNotificationSettings', { as: alex })).statusCode).toBe(200);
    expect((await call(app, 'getUser', { as: alex, params: { id: alex.user.id } })).statusCode).toBe(200);
  });

  it('an anonymous call of a locked module is still 401 first (the audience check runs before)', async () => {
    await lock({ lockedModulesId: ['wallet'] });
    expect((await call(app, 'getWallet')).statusCode).toBe(401);
  });
});

describe('a money call in flight when the wallet is locked', () => {
  it('the call that passed finishes whole; the next is refused before anything starts; the ledger holds', async () => {
    const balance = await balanceOf(db, sam.user.id);
    const moves = await movementsOf(sam.user.id);
    let release!: () => void;
    hold = new Promise<void>((r) => {
      release = r;
    });
    const reachedCharge = new Promise<void>((r) => {
      charging = r;
    });
    try {
      const inFlight = loadBits(sam, 2_500);
      await reachedCharge; // past the guard, card about to be charged, no movement yet
      expect((await lock({ lockedModulesId: ['wallet'] })).statusCode).toBe(200);
      expectRefused(await loadBits(sam, 1_500));
      release();
      const res = await inFlight;
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      hold = null;
      charging = null;
    }
    // Exactly the one movement of the call in flight, with its whole amount.
    expect(await movementsOf(sam.user.id)).toBe(moves + 1);
    expect(await balanceOf(db, sam.user.id)).toBe(balance + 2_500n);
    const loads = await db.select().from(bitsLoads).where(eq(bitsLoads.userId, sam.user.id));
    expect(loads.map((l) => [l.status, Number(l.amountCents)])).toEqual([['SUCCESSFUL', 2_500]]);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('unlock passes', () => {
  const issue = (as: Session | null = admin, body: Record<string, unknown> = {}) =>
    call(app, 'createUnlockToken', { as, body });
  const unlock = (token: string) => call(app, 'unlockSystem', { body: { xSystemUnlockToken: token } });
  const withPass = (token: string) => ({ [HEADER_SYSTEM_UNLOCK_TOKEN]: token });

  it('an admin makes a pass; unlock-system answers how to carry it; calls carrying it pass the lock', async () => {
    const { lockId } = (await lock({ systemDown: true })).json().data;
    const made = await issue(admin, { ttlMinutes: 30 });
    expect(made.statusCode, made.body).toBe(200);
    const pass = made.json().data;
    expect(pass.lockId).toBe(lockId);
    const ttl = new Date(pass.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);

    const res = await unlock(pass.xSystemUnlockToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      xSystemUnlockToken: pass.xSystemUnlockToken,
      header: HEADER_SYSTEM_UNLOCK_TOKEN,
      lockId,
      state: { isSystemDown: true, isEnableRoute: true, isUnlocked: true },
    });
    expect((await check(withPass(pass.xSystemUnlockToken))).json().data.isUnlocked).toBe(true);
    expect(
      (await call(app, 'getWallet', { as: alex, headers: withPass(pass.xSystemUnlockToken) })).statusCode,
    ).toBe(200);
    expectRefused(await call(app, 'getWallet', { as: alex }));
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'MAINTENANCE_UNLOCK_PASS'), eq(adminAuditLog.adminId, admin.user.id)),
      );
    expect(audit.map((a) => (a.details as { lockId: string }).lockId)).toContain(lockId);
  });

  it('an expired pass is refused (410) and does not pass the guard', async () => {
    const { lockId } = (await lock({ lockedModulesId: ['wallet'] })).json().data;
    const expired = createUnlockPasses(SECRET).issue(lockId, new Date(Date.now() - 1_000));
    const res = await unlock(expired);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(MAINTENANCE_MESSAGES.passExpired);
    expectRefused(await call(app, 'getWallet', { as: alex, headers: withPass(expired) }));
  });

  it('a pass of an earlier lock is refused (410) once the lock is replaced or released', async () => {
    await lock({ lockedModulesId: ['wallet'] });
    const old = (await issue()).json().data.xSystemUnlockToken as string;
    await lock({ lockedModulesId: ['wallet', 'gifts'] });
    const res = await unlock(old);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(MAINTENANCE_MESSAGES.passStale);
    expectRefused(await call(app, 'getWallet', { as: alex, headers: withPass(old) }));
    expect((await check(withPass(old))).json().data).toMatchObject({
      isUnlocked: false,
      isEnableRoute: false,
    });
    await call(app, 'releaseSystem', { as: admin });
    expect((await unlock(old)).statusCode).toBe(410);
  });

  it('a forged or malformed pass is a 400 and does not pass the guard', async () => {
    const { lockId } = (await lock({ lockedModulesId: ['wallet'] })).json().data;
    const forged = createUnlockPasses('another-secret-of-enough-length-0123456789').issue(
      lockId,
      new Date(Date.now() + 600_000),
    );
    const good = (await issue()).json().data.xSystemUnlockToken as string;
    const [l, exp, sig] = good.split('.') as [string, string, string];
    const longer = `${l}.${Number(exp) + 3600}.${sig}`;
    for (const token of [forged, longer, 'not-a-pass', `${l}.${exp}`, `${l}.${exp}.${sig}x`]) {
      const res = await unlock(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(MAINTENANCE_MESSAGES.passInvalid);
      expectRefused(await call(app, 'getWallet', { as: alex, headers: withPass(token) }));
    }
    expect((await unlock('')).statusCode).toBe(400);
    expect((await call(app, 'unlockSystem', { body: {} })).statusCode).toBe(400);
  });

  it('only admins make passes, only for a lock in force, for at most two hours', async () => {
    expect((await issue(null)).statusCode).toBe(401);
    expect((await issue(alex)).statusCode).toBe(403);
    const none = await issue();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(MAINTENANCE_MESSAGES.passNothingLocked);
    await lock({ lockedModulesId: ['chat'] });
    for (const ttlMinutes of [121, 4, 1.5, '60']) {
      const res = await issue(admin, { ttlMinutes });
      expect(res.statusCode, String(ttlMinutes)).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('ttlMinutes');
    }
  });
});

describe.skipIf(!usingPostgres)('two instances on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let url = '';
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, url, close } = await startTwoInstances());
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  /** Polls `fn` until it is true (the notification's trip through PostgreSQL). */
  const soon = async (fn: () => Promise<boolean>) => {
    const until = Date.now() + 2_000;
    while (!(await fn())) {
      if (Date.now() > until) throw new Error('not seen within 2 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('a lock made through A is enforced by B at once, and so is its release', async () => {
    const adminA = await signIn(a, ADMIN, 'ADMIN');
    const alexB = await signIn(b, MEMBER);
    expect((await call(b, 'getWallet', { as: alexB })).statusCode).toBe(200);
    const t0 = Date.now();
    const res = await call(a, 'lockSystem', {
      as: adminA,
      body: { lockedModulesId: ['wallet'], adminNote: NOTE },
    });
    expect(res.statusCode, res.body).toBe(200);
    await soon(async () => (await call(b, 'getWallet', { as: alexB })).statusCode === 503);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect((await call(b, 'maintenanceCheck')).json().data.lockId).toBe(res.json().data.lockId);
    expect((await call(a, 'releaseSystem', { as: adminA })).statusCode).toBe(200);
    await soon(async () => (await call(b, 'getWallet', { as: alexB })).statusCode === 200);
    const active = await a.database.db
      .select()
      .from(maintenanceLocks)
      .where(inArray(maintenanceLocks.id, [res.json().data.lockId]));
    expect(active[0]?.releasedAt).not.toBeNull();
  });

  it('reloads after its LISTEN connection was lost: a change made meanwhile is seen once it is back', async () => {
    const alexB = await signIn(b, MEMBER);
    const adminA = await signIn(a, ADMIN, 'ADMIN');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      // Cut every instance's LISTEN connection, then lock without any NOTIFY (as if sent while away).
      await c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'barterbits-listen' and datname = current_database()`,
      );
      await c.query(
        `insert into maintenance_locks (system_down, module_ids, admin_note, locked_by) values (true, '{}', $1, $2)`,
        [NOTE, adminA.user.id],
      );
    } finally {
      await c.end();
    }
    await soon(async () => (await call(b, 'getWallet', { as: alexB })).statusCode === 503);
    expect((await call(a, 'releaseSystem', { as: adminA })).statusCode).toBe(200);
    await soon(async () => (await call(b, 'getWallet', { as: alexB })).statusCode === 200);
  });
});
