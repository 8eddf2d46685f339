/**
 * The maintenance lock's pure parts: unlock passes, which endpoint belongs to which module and
 * which stay open, the guard's decision, the restriction state made from a snapshot, and the modules'
 * words in the reader's language.
 */
import { endpoints, MAINTENANCE_MODULE_ROUTES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  endpointPolicies,
  MODULE_ENDPOINT_MAPS,
} from '../../src/modules/maintenance/endpoint-modules.ts';
import { isRefused } from '../../src/modules/maintenance/maintenance.guard.ts';
import {
  moduleDescriptionIn,
  moduleIn,
  moduleNameIn,
  restrictionIn,
} from '../../src/modules/maintenance/module-words.ts';
import { type ActiveLock, restrictionState, routesOf } from '../../src/modules/maintenance/restriction.ts';
import { createUnlockPasses } from '../../src/modules/maintenance/unlock-pass.ts';

const LOCK_ID = '6f1c2a8e-0d5b-4c3e-9a7f-1b2c3d4e5f60';
const OTHER_LOCK = '7a1c2a8e-0d5b-4c3e-9a7f-1b2c3d4e5f61';
const SECRET = 'a-secret-of-enough-length-for-hmac-keys';

describe('unlock passes', () => {
  const passes = createUnlockPasses(SECRET);
  const inAnHour = new Date(Date.now() + 3_600_000);

  it('accepts its own pass for the lock it names until it expires', () => {
    const pass = passes.issue(LOCK_ID, inAnHour);
    expect(passes.check(pass, LOCK_ID)).toBe('valid');
    expect(passes.check(pass, LOCK_ID, inAnHour.getTime() - 1_000)).toBe('valid');
    expect(passes.check(pass, LOCK_ID, inAnHour.getTime())).toBe('expired');
  });

  it('calls a pass of another lock (or of none) stale', () => {
    const pass = passes.issue(LOCK_ID, inAnHour);
    expect(passes.check(pass, OTHER_LOCK)).toBe('stale');
    expect(passes.check(pass, null)).toBe('stale');
  });

  it('refuses a pass signed with another secret, altered, or malformed', () => {
    const pass = passes.issue(LOCK_ID, inAnHour);
    const [lock, exp, sig] = pass.split('.') as [string, string, string];
    const bad = [
      createUnlockPasses('another-secret-of-enough-length-0123').issue(LOCK_ID, inAnHour),
      `${OTHER_LOCK}.${exp}.${sig}`,
      `${lock}.${Number(exp) + 1}.${sig}`,
      `${lock}.${exp}.${sig.slice(0, -2)}`,
      `${lock}.${exp}`,
      `${lock}.${exp}.${sig}.x`,
      `${lock}.-1.${sig}`,
      `not-a-uuid.${exp}.${sig}`,
      '',
    ];
    for (const token of bad) expect(passes.check(token, LOCK_ID), token).toBe('invalid');
  });
});

describe('endpoint policies', () => {
  const policies = endpointPolicies();

  it('covers every endpoint of the registry', () => {
    expect([...policies.keys()].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('puts each endpoint of a module map under that module, and nothing else under one', () => {
    expect(policies.get('loadBits')?.module).toBe('wallet');
    expect(policies.get('confirmBarterRequest')?.module).toBe('barter');
    expect(policies.get('sendGift')?.module).toBe('gifts');
    expect(policies.get('searchOffers')?.module).toBe('offers');
    expect(policies.get('uploadOfferPhoto')?.module).toBe('offers');
    expect(policies.get('sendChatMessage')?.module).toBe('chat');
    expect(policies.get('subscribe')?.module).toBe('membership');
    expect(policies.get('getUser')?.module).toBeNull();
    expect(policies.get('login')?.module).toBeNull();
    for (const [module, maps] of Object.entries(MODULE_ENDPOINT_MAPS))
      for (const map of maps)
        for (const name of Object.keys(map)) expect(policies.get(name)?.module).toBe(module);
  });

  it('keeps signing in and out, refresh, health and the member maintenance calls open', () => {
    const open = [...policies].filter(([, p]) => p.alwaysOpen).map(([n]) => n);
    expect(open.sort()).toEqual([...ALWAYS_OPEN].sort());
    for (const name of ALWAYS_OPEN) expect(endpoints).toHaveProperty(name);
  });

  it('has member-app routes for every lockable module', () => {
    for (const module of Object.keys(MODULE_ENDPOINT_MAPS))
      expect(MAINTENANCE_MODULE_ROUTES[module]?.length, module).toBeGreaterThan(0);
  });
});

describe('isRefused', () => {
  const walletLock: ActiveLock = {
    id: LOCK_ID,
    systemDown: false,
    moduleIds: new Set(['wallet']),
    adminNote: 'note',
    lockedAt: new Date(),
  };
  const down: ActiveLock = { ...walletLock, systemDown: true, moduleIds: new Set() };
  const p = (
    audience: 'public' | 'user' | 'member' | 'admin',
    module: string | null,
    alwaysOpen = false,
  ) => ({
    audience,
    module,
    alwaysOpen,
  });

  it("refuses a locked module's member and guest calls, not other modules' or admins'", () => {
    expect(isRefused(p('member', 'wallet'), 'MEMBER', walletLock)).toBe(true);
    expect(isRefused(p('public', 'wallet'), null, walletLock)).toBe(true);
    expect(isRefused(p('user', 'wallet'), 'MEMBER', walletLock)).toBe(true);
    expect(isRefused(p('user', 'wallet'), 'ADMIN', walletLock)).toBe(false);
    expect(isRefused(p('admin', 'wallet'), 'ADMIN', walletLock)).toBe(false);
    expect(isRefused(p('member', 'offers'), 'MEMBER', walletLock)).toBe(false);
    expect(isRefused(p('member', null), 'MEMBER', walletLock)).toBe(false);
  });

  it('refuses every member and guest call while the system is down, except the open ones', () => {
    expect(isRefused(p('member', null), 'MEMBER', down)).toBe(true);
    expect(isRefused(p('public', null), null, down)).toBe(true);
    expect(isRefused(p('public', null, true), null, down)).toBe(false);
    expect(isRefused(p('user', null, true), 'MEMBER', down)).toBe(false);
    expect(isRefused(p('user', null), 'ADMIN', down)).toBe(false);
    expect(isRefused(p('admin', null), 'ADMIN', down)).toBe(false);
  });
});

describe('restrictionState', () => {
  const modules = [
    { id: 'offers', name: 'Offers', lockable: true },
    { id: 'wallet', name: 'Wallet', lockable: true },
    { id: 'chat', name: 'Chat', lockable: true },
  ];
  const lockedAt = new Date('2026-01-02T03:04:05.000Z');

  it('is open with nothing locked', () => {
    expect(restrictionState({ lock: null, modules }, false)).toMatchObject({
      isSystemDown: false,
      isModulesLocked: false,
      adminNote: null,
      routes: [],
      isEnableRoute: true,
      isUnlocked: false,
    });
  });

  it("lists a module lock's modules in order and their routes; a valid pass enables the routes", () => {
    const lock = {
      id: LOCK_ID,
      systemDown: false,
      moduleIds: new Set(['chat', 'wallet']),
      adminNote: 'n',
      lockedAt,
    };
    const state = restrictionState({ lock, modules }, false);
    expect(state).toEqual({
      isSystemDown: false,
      isModulesLocked: true,
      adminNote: 'n',
      lockId: LOCK_ID,
      lockedAt: '2026-01-02T03:04:05.000Z',
      lockedModulesId: ['wallet', 'chat'],
      lockedModules: [
        { id: 'wallet', name: 'Wallet' },
        { id: 'chat', name: 'Chat' },
      ],
      routes: routesOf(['wallet', 'chat']),
      isEnableRoute: false,
      isUnlocked: false,
    });
    expect(state.routes).toContain('/my-wallet/load-bits');
    expect(state.routes).toContain('/chat');
    expect(restrictionState({ lock, modules }, true)).toMatchObject({
      isEnableRoute: true,
      isUnlocked: true,
    });
  });

  it('counts every lockable module as locked while the system is down', () => {
    const lock = { id: LOCK_ID, systemDown: true, moduleIds: new Set<string>(), adminNote: 'n', lockedAt };
    const state = restrictionState({ lock, modules }, false);
    expect(state.lockedModulesId).toEqual(['offers', 'wallet', 'chat']);
    expect(state.isSystemDown).toBe(true);
    expect(state.routes).toEqual(routesOf(['offers', 'wallet', 'chat']));
  });

  it('routesOf lists each route once', () => {
    const routes = routesOf(['wallet', 'wallet', 'barter']);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("the modules' words in the reader's language", () => {
  const wallet = {
    id: 'wallet',
    name: 'Wallet',
    description: 'Loading BITS, statements and wallet movements.',
  };

  it('words a known module whose stored words are the seeded English', () => {
    expect(moduleIn('fr-CA', wallet)).toEqual({
      id: 'wallet',
      name: 'Portefeuille',
      description: 'Chargement de BITS, relevés et mouvements du portefeuille.',
    });
    expect(moduleIn('en-CA', wallet)).toEqual(wallet);
  });

  it('keeps the stored words of an unknown module, or of a known one stored otherwise', () => {
    const polls = { id: 'polls', name: 'Polls', description: 'Member polls.' };
    expect(moduleIn('fr-CA', polls)).toEqual(polls);
    const renamed = { ...wallet, name: 'Wallet & statements' };
    expect(moduleNameIn('fr-CA', renamed)).toBe('Wallet & statements');
    expect(moduleDescriptionIn('fr-CA', renamed)).toBe(
      'Chargement de BITS, relevés et mouvements du portefeuille.',
    );
    // A name shared with an object's own properties is not a module.
    expect(moduleNameIn('fr-CA', { id: 'toString', name: 'toString' })).toBe('toString');
  });

  it("names a restriction state's locked modules, leaving the rest of it as it is", () => {
    const state = { lockedModules: [{ id: 'chat', name: 'Chat' }], routes: ['/chat'] };
    expect(restrictionIn('fr-CA', state)).toEqual({
      lockedModules: [{ id: 'chat', name: 'Clavardage' }],
      routes: ['/chat'],
    });
  });
});
