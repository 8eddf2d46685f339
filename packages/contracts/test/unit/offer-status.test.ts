import { describe, expect, it } from 'vitest';
import {
  OFFER_ADMIN_DISABLE_FROM,
  OFFER_MEMBER_TRANSITIONS,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  offerRestoreTargets,
} from '../../src/index.ts';

describe('offer status table', () => {
  it('labels every status and lists member moves only between real statuses', () => {
    for (const s of OFFER_STATUSES) {
      expect(OFFER_STATUS_LABELS[s]).toBeTruthy();
      for (const to of OFFER_MEMBER_TRANSITIONS[s]) {
        expect(to).not.toBe(s);
        expect(['DRAFT', 'DISABLED', 'DEACTIVATED', 'FAVOURITE']).not.toContain(to);
      }
    }
    expect(OFFER_MEMBER_TRANSITIONS.DELETE).toEqual([]);
  });

  it('restores a disabled offer to its previous status (unless deactivated) or Paused', () => {
    expect(offerRestoreTargets('ACTIVE')).toEqual(['ACTIVE', 'PAUSED']);
    expect(offerRestoreTargets('ARCHIVE')).toEqual(['ARCHIVE', 'PAUSED']);
    expect(offerRestoreTargets('PAUSED')).toEqual(['PAUSED']);
    expect(offerRestoreTargets('DEACTIVATED')).toEqual(['PAUSED']);
    expect(offerRestoreTargets(null)).toEqual(['PAUSED']);
    expect(offerRestoreTargets(undefined)).toEqual(['PAUSED']);
    for (const s of OFFER_STATUSES) {
      for (const t of offerRestoreTargets(s)) expect([...OFFER_ADMIN_DISABLE_FROM, 'PAUSED']).toContain(t);
    }
  });
});
