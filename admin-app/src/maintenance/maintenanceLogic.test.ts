import type { TMaintenanceModule, TRestrictionState } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import {
  buildLockRequest,
  listNames,
  lockConfirmationText,
  lockedModulesIdFrom,
  mayChangeMaintenance,
  releaseConfirmationText,
  stateSummary,
  switchesFrom,
} from './maintenanceLogic.ts';

const mod = (id: string, name: string, locked = false): TMaintenanceModule => ({
  id,
  name,
  description: `${name} things.`,
  lockable: true,
  locked,
  routes: [],
});
const MODULES = [mod('offers', 'Offers'), mod('wallet', 'Wallet', true), mod('chat', 'Chat')];

const UP: TRestrictionState = {
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
};
const WALLET_LOCKED: TRestrictionState = {
  ...UP,
  isModulesLocked: true,
  adminNote: 'Back at 10.',
  lockId: '3f1c2b1e-0000-4000-8000-000000000001',
  lockedAt: '2026-11-26T10:00:00.000Z',
  lockedModulesId: ['wallet'],
  lockedModules: [{ id: 'wallet', name: 'Wallet' }],
  routes: ['/my-wallet'],
  isEnableRoute: false,
};
const DOWN: TRestrictionState = { ...WALLET_LOCKED, isSystemDown: true };

describe('switches → lockedModulesId', () => {
  it('starts from the modules the lock in force covers, all off while the system is down', () => {
    expect(switchesFrom(MODULES, WALLET_LOCKED)).toEqual({ offers: false, wallet: true, chat: false });
    expect(switchesFrom(MODULES, DOWN)).toEqual({ offers: false, wallet: false, chat: false });
  });

  it('keeps the ids switched on, in the modules order, and drops unknown ids', () => {
    expect(lockedModulesIdFrom({ chat: true, offers: true, wallet: false, ghost: true }, MODULES)).toEqual([
      'offers',
      'chat',
    ]);
    expect(lockedModulesIdFrom({}, MODULES)).toEqual([]);
  });
});

describe('buildLockRequest', () => {
  it('sends the chosen modules and the trimmed note', () => {
    const res = buildLockRequest(
      { switches: { wallet: true, chat: true }, systemDown: false, adminNote: '  Back at 10. ' },
      MODULES,
    );
    expect(res).toEqual({
      ok: true,
      body: { lockedModulesId: ['wallet', 'chat'], systemDown: false, adminNote: 'Back at 10.' },
    });
  });

  it('sends no module list when the whole system goes down', () => {
    const res = buildLockRequest(
      { switches: { wallet: true }, systemDown: true, adminNote: 'Upgrade.' },
      MODULES,
    );
    expect(res).toEqual({ ok: true, body: { lockedModulesId: [], systemDown: true, adminNote: 'Upgrade.' } });
  });

  it('refuses a missing note and an empty choice with the contract messages', () => {
    expect(
      buildLockRequest({ switches: { wallet: true }, systemDown: false, adminNote: ' ' }, MODULES),
    ).toEqual({
      ok: false,
      field: 'adminNote',
      message: 'Required field.',
    });
    expect(buildLockRequest({ switches: {}, systemDown: false, adminNote: 'Soon.' }, MODULES)).toEqual({
      ok: false,
      field: 'modules',
      message: 'Choose at least one module, or the whole system.',
    });
  });
});

describe('confirmation texts', () => {
  it('names each module members lose, with what it does, and the note', () => {
    const lines = lockConfirmationText(
      { switches: { wallet: true, chat: true }, systemDown: false, adminNote: ' Back at 10. ' },
      MODULES,
      UP,
    );
    expect(lines).toEqual([
      'Members will lose Wallet and Chat until you release the lock: those pages are disabled and their calls refused.',
      'Wallet: Wallet things.',
      'Chat: Chat things.',
      'They will read your note: "Back at 10."',
    ]);
  });

  it('says the whole marketplace goes, and that a lock in force is replaced', () => {
    const lines = lockConfirmationText(
      { switches: {}, systemDown: true, adminNote: 'Upgrade.' },
      MODULES,
      WALLET_LOCKED,
    );
    expect(lines[0]).toMatch(/^Members will lose the whole marketplace/);
    expect(lines).toContain('This replaces the lock in force, and ends every unlock pass given for it.');
  });

  it('says what a release gives back', () => {
    expect(releaseConfirmationText(WALLET_LOCKED)).toBe(
      'Members get Wallet back at once, and every unlock pass ends.',
    );
    expect(releaseConfirmationText(DOWN)).toMatch(/^Members get the whole marketplace back/);
  });

  it('summarises the state', () => {
    expect(stateSummary(UP)).toBe('The system is up: nothing is locked.');
    expect(stateSummary(WALLET_LOCKED)).toBe('Locked for maintenance: Wallet.');
    expect(stateSummary(DOWN)).toMatch(/^The whole system is down/);
    expect(listNames(['Offers', 'Wallet', 'Chat'])).toBe('Offers, Wallet and Chat');
  });

  it("summarises the state in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    expect(stateSummary(UP, t)).toBe('Le système fonctionne\u00a0: rien n’est verrouillé.');
    expect(listNames(['Offres', 'Portefeuille', 'Clavardage'], t)).toBe('Offres, Portefeuille et Clavardage');
    expect(releaseConfirmationText(DOWN, t)).toMatch(/^Les membres retrouvent tout le marché/);
  });

  it('words the modules as the server sends them, in the language the console asked in', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    // GET /maintenance/modules and /maintenance/check answer in the console's language (Accept-Language).
    const wallet: TMaintenanceModule = {
      id: 'wallet',
      name: 'Portefeuille',
      description: 'Recharges de BITS, relevés et mouvements.',
      lockable: true,
      locked: false,
      routes: ['/my-wallet'],
    };
    expect(
      stateSummary({ ...WALLET_LOCKED, lockedModules: [{ id: 'wallet', name: 'Portefeuille' }] }, t),
    ).toBe('Verrouillé pour maintenance\u00a0: Portefeuille.');
    const lines = lockConfirmationText(
      { systemDown: false, switches: { wallet: true }, adminNote: 'De retour à 15 h.' },
      [wallet],
      UP,
      t,
    );
    expect(lines).toContain('Portefeuille\u00a0: Recharges de BITS, relevés et mouvements.');
    // A module the console has never heard of reads as the server names it.
    expect(stateSummary({ ...WALLET_LOCKED, lockedModules: [{ id: 'polls', name: 'Sondages' }] }, t)).toBe(
      'Verrouillé pour maintenance\u00a0: Sondages.',
    );
  });
});

describe('mayChangeMaintenance', () => {
  const perms = (allowedEndpoints: string[]) => ({
    role: { id: 3, name: 'Support' },
    readOnly: true,
    allowedEndpoints,
  });
  it('follows the permissions when known, and lets the server decide when unknown', () => {
    expect(mayChangeMaintenance(perms(['lockSystem', 'releaseSystem']))).toBe(true);
    expect(mayChangeMaintenance(perms(['maintenanceModules']))).toBe(false);
    expect(mayChangeMaintenance(undefined)).toBe(true);
    expect(mayChangeMaintenance({ role: 'odd' })).toBe(true);
  });
});
