import { describe, expect, it } from 'vitest';
import { rememberReferralCode, takeReferralCode } from './pending-referral.ts';

const memoryStore = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('pending referral code', () => {
  it('is taken once', () => {
    const store = memoryStore();
    rememberReferralCode('ALEX2468', store);
    expect(takeReferralCode(store)).toBe('ALEX2468');
    expect(takeReferralCode(store)).toBeNull();
  });

  it('ignores an empty code and works without storage', () => {
    const store = memoryStore();
    rememberReferralCode('', store);
    expect(takeReferralCode(store)).toBeNull();
    rememberReferralCode('ALEX2468', null);
    expect(takeReferralCode(null)).toBeNull();
  });
});
