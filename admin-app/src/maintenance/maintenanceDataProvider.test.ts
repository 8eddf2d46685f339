import type { TRestrictionState } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  createMaintenanceProvider,
  MAINTENANCE_RESOURCE,
  type MaintenanceApi,
} from './maintenanceDataProvider.ts';

const open: TRestrictionState = {
  isSystemDown: false,
  isModulesLocked: false,
  lockId: null,
  lockedModules: [],
  adminNote: null,
  lockedAt: null,
} as unknown as TRestrictionState;
const down = { ...open, isSystemDown: true, lockId: 'l1', adminNote: 'Back soon' } as TRestrictionState;
const wallet = { id: 3, name: 'Wallet', description: 'Loads and payments', isLocked: false };
const pass = { xSystemUnlockToken: 'pass-1', lockId: 'l1', expiresAt: '2026-11-29T12:00:00.000Z' };

const fakeApi = (overrides: Partial<MaintenanceApi> = {}): MaintenanceApi => ({
  maintenanceCheck: vi.fn(async () => ({ data: open })),
  maintenanceModules: vi.fn(async () => ({ data: [wallet] as never })),
  lockSystem: vi.fn(async () => ({ data: down, message: 'The system is locked.' })),
  releaseSystem: vi.fn(async () => ({ data: open, message: 'The lock is released.' })),
  createUnlockToken: vi.fn(async () => ({ data: pass })),
  ...overrides,
});

describe('maintenance data provider', () => {
  it('reads the lock in force and the lockable modules', async () => {
    const api = fakeApi();
    const dp = createMaintenanceProvider(api);
    expect(await dp.maintenanceState(MAINTENANCE_RESOURCE, {})).toEqual(open);
    expect(await dp.lockableModules(MAINTENANCE_RESOURCE, {})).toEqual([wallet]);
    expect(api.maintenanceModules).toHaveBeenCalledWith({ moduleType: 'lockable' });
  });

  it('locks and releases, answering the state in force and the server’s message', async () => {
    const api = fakeApi();
    const dp = createMaintenanceProvider(api);
    const body = { lockedModulesId: [], systemDown: true, adminNote: 'Back soon' };
    expect(await dp.lockSystem(MAINTENANCE_RESOURCE, body)).toEqual({
      data: down,
      message: 'The system is locked.',
    });
    expect(api.lockSystem).toHaveBeenCalledWith(body);
    expect(await dp.releaseSystem(MAINTENANCE_RESOURCE, {})).toEqual({
      data: open,
      message: 'The lock is released.',
    });
    expect(api.releaseSystem).toHaveBeenCalledOnce();
  });

  it('answers a lock without a message with none (the page then says it in its own words)', async () => {
    const dp = createMaintenanceProvider(fakeApi({ lockSystem: vi.fn(async () => ({ data: down })) }));
    expect(await dp.lockSystem(MAINTENANCE_RESOURCE, { adminNote: 'x', systemDown: true })).toEqual({
      data: down,
      message: undefined,
    });
  });

  it('makes an unlock pass for the minutes chosen, answering the pass', async () => {
    const api = fakeApi();
    expect(
      await createMaintenanceProvider(api).createUnlockPass(MAINTENANCE_RESOURCE, { ttlMinutes: 30 }),
    ).toEqual(pass);
    expect(api.createUnlockToken).toHaveBeenCalledWith({ ttlMinutes: 30 });
  });

  it("keeps a role's refusal as the server sent it (the page shows its message)", async () => {
    const refusal = Object.assign(new Error('Your role (Support) may not do this.'), {
      status: 403,
      code: 'ROLE_FORBIDDEN',
    });
    const dp = createMaintenanceProvider(
      fakeApi({ releaseSystem: vi.fn(async () => Promise.reject(refusal)) }),
    );
    await expect(dp.releaseSystem(MAINTENANCE_RESOURCE, {})).rejects.toBe(refusal);
  });
});
