/** The membership pages' maintenance lock: banner and disabled actions. */
// Node has no localStorage; lib/restrictions reads the persisted store when imported.
import '../../../lib/memory-local-storage.ts';
import { ApiError } from '@barterbits/api-client';
import { describe, expect, it } from 'vitest';
import { initialRestriction } from '../../../stores/ui.ts';
import { MEMBERSHIP_MODULE, membershipLock, unlessMaintenance } from './membership-lock.ts';

const NOTE = 'Payments are being upgraded: back at 3 pm.';
const lockedView = (modules: { id: string; name: string }[], isEnableRoute = false) => ({
  state: { ...initialRestriction, isModulesLocked: true, isEnableRoute, adminNote: NOTE },
  lockedModules: modules,
});
const unlocked = { state: initialRestriction, lockedModules: [] };
const refused = new ApiError('Refused note.', 503, 'MAINTENANCE');
const otherError = new ApiError('Your card was declined.', 402, 'CARD_DECLINED');

describe('membershipLock', () => {
  it('is locked with the state’s note while membership is locked', () => {
    const view = lockedView([{ id: 'membership', name: 'Membership' }]);
    expect(membershipLock(view, [])).toEqual({
      notice: { module: { id: 'membership', name: 'Membership' }, adminNote: NOTE },
      locked: true,
    });
  });

  it('is not locked while only other modules are, or a tester’s pass lifts the lock', () => {
    expect(membershipLock(lockedView([{ id: 'wallet', name: 'Wallet' }]), [])).toEqual({
      notice: null,
      locked: false,
    });
    expect(membershipLock(lockedView([{ id: 'membership', name: 'Membership' }], true), [])).toEqual({
      notice: null,
      locked: false,
    });
  });

  it('shows a refused call’s note before the state knows, without disabling anything', () => {
    expect(membershipLock(unlocked, [null, otherError, refused])).toEqual({
      notice: { module: MEMBERSHIP_MODULE, adminNote: 'Refused note.' },
      locked: false,
    });
    expect(membershipLock(unlocked, [otherError, undefined])).toEqual({ notice: null, locked: false });
  });
});

describe('unlessMaintenance', () => {
  it('hides a maintenance refusal (the banner shows it) and keeps any other error', () => {
    expect(unlessMaintenance(refused)).toBeNull();
    expect(unlessMaintenance(otherError)).toBe(otherError);
    expect(unlessMaintenance(null)).toBeNull();
  });
});
