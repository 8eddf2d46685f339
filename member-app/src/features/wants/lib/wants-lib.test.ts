import { type TWant, WANT_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { canRenew, wantActions } from './expiry.ts';
import { toWantInput, wantFormDefaults, ZWantForm } from './want-form.ts';
import {
  DEFAULT_WANTED_STATE,
  readWantedState,
  toggleCategory,
  toWantedQuery,
  writeWantedState,
} from './wanted-params.ts';

const NOW = new Date('2026-11-30T12:00:00Z');
const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000).toISOString();

describe('canRenew and wantActions', () => {
  it('offers renewal when expired or within a week of the end, never when disabled', () => {
    expect(canRenew({ status: 'EXPIRED', expiresAt: inDays(-1) }, NOW)).toBe(true);
    expect(canRenew({ status: 'ACTIVE', expiresAt: inDays(6) }, NOW)).toBe(true);
    expect(canRenew({ status: 'PAUSED', expiresAt: inDays(3) }, NOW)).toBe(true);
    expect(canRenew({ status: 'ACTIVE', expiresAt: inDays(30) }, NOW)).toBe(false);
    expect(canRenew({ status: 'DISABLED', expiresAt: inDays(1) }, NOW)).toBe(false);
  });

  it("lists each status's actions", () => {
    expect(wantActions({ status: 'ACTIVE', expiresAt: inDays(30) }, NOW)).toEqual([
      'pause',
      'edit',
      'delete',
    ]);
    expect(wantActions({ status: 'PAUSED', expiresAt: inDays(2) }, NOW)).toEqual([
      'resume',
      'renew',
      'edit',
      'delete',
    ]);
    expect(wantActions({ status: 'EXPIRED', expiresAt: inDays(-5) }, NOW)).toEqual([
      'renew',
      'edit',
      'delete',
    ]);
    expect(wantActions({ status: 'DISABLED', expiresAt: inDays(20) }, NOW)).toEqual(['delete']);
  });
});

describe('the want form', () => {
  it('starts a new want at the default radius with instant alerts', () => {
    expect(wantFormDefaults()).toEqual({
      title: '',
      description: '',
      category: '',
      maxPrice: '',
      radiusKm: 20,
      alert: 'INSTANT',
    });
  });

  it("shows a stored want's most BITS back in BITS, and sends an empty one as no limit", () => {
    const want = {
      title: 'Bike repair',
      description: null,
      category: 'Services',
      maxCents: 4050,
      radiusKm: 15,
      alert: 'DAILY',
    } as TWant;
    const values = wantFormDefaults(want);
    expect(values).toMatchObject({ description: '', maxPrice: '40.50', radiusKm: 15, alert: 'DAILY' });
    expect(toWantInput(values)).toEqual({
      title: 'Bike repair',
      description: '',
      category: 'Services',
      maxPrice: '40.50',
      radiusKm: 15,
      alert: 'DAILY',
    });
    expect(toWantInput({ ...values, maxPrice: '  ' }).maxPrice).toBeNull();
  });

  it("checks the values as typed with the contracts' rules; an empty radius is refused, not defaulted", () => {
    const ok = { ...wantFormDefaults(), title: 'Bike repair', category: 'Services', maxPrice: '12.5' };
    expect(ZWantForm.safeParse(ok).success).toBe(true);
    const empty = ZWantForm.safeParse({ ...ok, radiusKm: '' });
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['radiusKm', WANT_MESSAGES.radius],
    ]);
    const category = ZWantForm.safeParse({ ...ok, category: '' });
    expect(category.error?.issues.map((i) => i.message)).toEqual([WANT_MESSAGES.category]);
  });
});

describe('the wanted feed in the URL', () => {
  it('reads what it wrote, and writes only what differs from the default', () => {
    const s = { q: 'tires', categoryIds: '1,4', radius: '50', sortBy: 'nearest' as const, offerId: '' };
    expect(writeWantedState(s).toString()).toBe('q=tires&categoryIds=1%2C4&radius=50&sortBy=nearest');
    expect(readWantedState(writeWantedState(s))).toEqual(s);
    expect(writeWantedState(DEFAULT_WANTED_STATE).toString()).toBe('');
  });

  it('falls back to the default on malformed values', () => {
    expect(
      readWantedState(new URLSearchParams('categoryIds=9&radius=9999&sortBy=price&offerId=nope')),
    ).toEqual(DEFAULT_WANTED_STATE);
    expect(readWantedState(new URLSearchParams('categoryIds=4,3,2,1')).categoryIds).toBe('');
  });

  it('switches a category chip on and off', () => {
    expect(toggleCategory('', 2)).toBe('2');
    expect(toggleCategory('2', 1)).toBe('1,2');
    expect(toggleCategory('1,2', 2)).toBe('1');
    expect(toggleCategory('1', 1)).toBe('');
    expect(toggleCategory('1,2,3', 4)).toBe('');
  });

  it("asks for the wants an own offer matched without the feed's own filters", () => {
    const offerId = '00000000-0000-4000-8000-000000000001';
    expect(toWantedQuery({ ...DEFAULT_WANTED_STATE, q: 'x', categoryIds: '1', offerId })).toEqual({
      offerId,
      radius: 'anywhere',
      sortBy: 'newest',
    });
    expect(toWantedQuery({ ...DEFAULT_WANTED_STATE, q: ' bike ', categoryIds: '2' })).toEqual({
      q: 'bike',
      categoryIds: '2',
      radius: '20',
      sortBy: 'newest',
    });
  });
});
