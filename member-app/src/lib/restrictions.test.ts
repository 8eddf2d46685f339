// Node has no localStorage; lib/restrictions reads the persisted store when imported.
import './memory-local-storage.ts';
import { ApiError } from '@barterbits/api-client';
import type { TRestrictionState } from '@barterbits/contracts';
import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { type RestrictionState, restrictedRoutesAtom } from '../stores/ui.ts';
import { maintenanceNotice } from './maintenance-notice.ts';
import {
  installRestrictionHooks,
  isMaintenanceError,
  isRestricted,
  lockedModuleOfPage,
  lockedSections,
  maintenanceSignalAtom,
  moduleOfPath,
  mustShowRestrictionPage,
  restrictionViewAtom,
  returnPath,
  saveRestriction,
  storeRestrictionHooks,
  toRestrictionState,
} from './restrictions.ts';

const WALLET = { id: 'wallet', name: 'Wallet' };
const server = (over: Partial<TRestrictionState> = {}): TRestrictionState => ({
  isSystemDown: false,
  isModulesLocked: true,
  adminNote: 'Back at 10.',
  lockId: '3f1c2b1e-0000-4000-8000-000000000001',
  lockedAt: '2026-11-26T10:00:00.000Z',
  lockedModulesId: ['wallet'],
  lockedModules: [WALLET],
  routes: ['/my-wallet', '/my-wallet/:id'],
  isEnableRoute: false,
  isUnlocked: false,
  ...over,
});
const walletLocked: RestrictionState = toRestrictionState(server(), '');

describe('toRestrictionState', () => {
  it('keeps the spec fields and drops a pass the server did not accept', () => {
    expect(toRestrictionState(server(), 'old-pass')).toEqual({
      routes: ['/my-wallet', '/my-wallet/:id'],
      isEnableRoute: false,
      adminNote: 'Back at 10.',
      xSystemUnlockToken: '',
      isModulesLocked: true,
      isSystemDown: false,
    });
    const unlocked = toRestrictionState(server({ isUnlocked: true, isEnableRoute: true }), 'pass');
    expect(unlocked.xSystemUnlockToken).toBe('pass');
    expect(isRestricted(unlocked)).toBe(false);
  });

  it('sends the member to /web-restrictions only while the whole system is down and no pass lifts it', () => {
    expect(mustShowRestrictionPage(walletLocked)).toBe(false);
    expect(mustShowRestrictionPage(toRestrictionState(server({ isSystemDown: true }), ''))).toBe(true);
    const tester = toRestrictionState(
      server({ isSystemDown: true, isUnlocked: true, isEnableRoute: true }),
      'p',
    );
    expect(mustShowRestrictionPage(tester)).toBe(false);
  });
});

describe('locked pages and sections', () => {
  it('finds a path’s module the way the router ranks routes', () => {
    expect(moduleOfPath('/my-wallet')).toBe('wallet');
    expect(moduleOfPath('/my-wallet/5f0c')).toBe('wallet');
    expect(moduleOfPath('/my-wallet/barter-record')).toBe('barter');
    expect(moduleOfPath('/member-profile/7/member-review')).toBe('reviews');
    expect(moduleOfPath('/member-profile/7')).toBe('members');
    expect(moduleOfPath('/my-profile')).toBeNull();
    expect(moduleOfPath('/')).toBeNull();
  });

  it('marks only the locked module’s pages, and none once a pass lifts the lock', () => {
    expect(lockedModuleOfPage('/my-wallet/load-bits', walletLocked, [WALLET])).toEqual(WALLET);
    expect(lockedModuleOfPage('/my-wallet/barter-record', walletLocked, [WALLET])).toBeNull();
    expect(lockedModuleOfPage('/offers', walletLocked, [WALLET])).toBeNull();
    const lifted = { ...walletLocked, isEnableRoute: true };
    expect(lockedModuleOfPage('/my-wallet', lifted, [WALLET])).toBeNull();
  });

  it('disables the navigation sections of the locked modules', () => {
    expect(lockedSections(walletLocked, [WALLET])).toEqual({ myWallet: WALLET });
    const offers = { id: 'offers', name: 'Offers' };
    // The wants pages close with the offers module: their sections too.
    expect(Object.keys(lockedSections(walletLocked, [offers, { id: 'chat', name: 'Chat' }]))).toEqual([
      'offers',
      'myOffers',
      'wants',
      'chat',
    ]);
    expect(lockedSections({ ...walletLocked, isModulesLocked: false }, [WALLET])).toEqual({});
  });

  it('words the notice with the admin note', () => {
    expect(maintenanceNotice(WALLET, 'Back at 10.')).toBe('Wallet is under maintenance: Back at 10.');
    expect(maintenanceNotice(WALLET, '')).toBe('Wallet is under maintenance.');
    // A note that names the module already is not repeated after "Wallet is under maintenance:".
    expect(maintenanceNotice(WALLET, 'Wallet is paused for an upgrade until 3 pm.')).toBe(
      'Wallet is paused for an upgrade until 3 pm.',
    );
    expect(maintenanceNotice(WALLET, 'wallet upgrades tonight.')).toBe('wallet upgrades tonight.');
    expect(maintenanceNotice(WALLET, '  ')).toBe('Wallet is under maintenance.');
  });
});

describe('returnPath', () => {
  it('goes back where the member was, never to itself or off the site', () => {
    expect(returnPath('/my-wallet?tab=2')).toBe('/my-wallet?tab=2');
    expect(returnPath('/web-restrictions')).toBe('/');
    expect(returnPath('//evil.example')).toBe('/');
    expect(returnPath(undefined)).toBe('/');
  });
});

describe('installRestrictionHooks', () => {
  const maintenance = new ApiError('Back at 10.', 503, 'MAINTENANCE');

  it('recognises only the maintenance 503', () => {
    expect(isMaintenanceError(maintenance)).toBe(true);
    expect(isMaintenanceError(new ApiError('Down.', 503, 'SERVICE_UNAVAILABLE'))).toBe(false);
    expect(isMaintenanceError(new Error('x'))).toBe(false);
  });

  it('sends the pass on every call and reports a maintenance 503, still rejecting', async () => {
    const instance = axios.create();
    const onMaintenance = vi.fn();
    let pass = '';
    installRestrictionHooks([instance], { unlockToken: () => pass, onMaintenance });
    const seen: (string | undefined)[] = [];
    instance.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      seen.push(AxiosHeaders.from(config.headers).get('x-system-unlock-token') as string | undefined);
      throw maintenance;
    };
    await expect(instance.get('/wallet')).rejects.toBe(maintenance);
    pass = 'signed.pass';
    await expect(instance.get('/wallet')).rejects.toBe(maintenance);
    expect(seen).toEqual([undefined, 'signed.pass']);
    expect(onMaintenance).toHaveBeenCalledTimes(2);
    expect(onMaintenance).toHaveBeenCalledWith(maintenance);
  });

  it('does not report other failures', async () => {
    const instance = axios.create();
    const onMaintenance = vi.fn();
    installRestrictionHooks([instance], { unlockToken: () => '', onMaintenance });
    const other = new ApiError('Nope.', 404, 'NOT_FOUND');
    instance.defaults.adapter = async () => {
      throw other;
    };
    await expect(instance.get('/x')).rejects.toBe(other);
    expect(onMaintenance).not.toHaveBeenCalled();
  });
});

describe('the store hooks', () => {
  it('keep a check’s answer with the pass it accepted, and count maintenance 503s', () => {
    const store = createStore();
    const hooks = storeRestrictionHooks(store);
    saveRestriction(store, server({ isUnlocked: true, isEnableRoute: true }), 'signed.pass');
    expect(hooks.unlockToken()).toBe('signed.pass');
    expect(store.get(restrictionViewAtom)).toMatchObject({ checked: true, lockedModules: [WALLET] });
    expect(store.get(restrictionViewAtom).state.xSystemUnlockToken).toBe('signed.pass');
    saveRestriction(store, server(), hooks.unlockToken());
    expect(hooks.unlockToken()).toBe('');
    expect(store.get(restrictedRoutesAtom).isModulesLocked).toBe(true);
    hooks.onMaintenance(new ApiError('Back at 10.', 503, 'MAINTENANCE'));
    hooks.onMaintenance(new ApiError('Back at 10.', 503, 'MAINTENANCE'));
    expect(store.get(maintenanceSignalAtom)).toBe(2);
  });
});
