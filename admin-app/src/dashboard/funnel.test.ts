import { describe, expect, it } from 'vitest';
import { type FunnelStep, funnelRows, shareOf } from './funnel.ts';

const step = (s: FunnelStep['step'], count: number, shareOfPrevious: number | null): FunnelStep => ({
  step: s,
  label: s,
  count,
  shareOfPrevious,
});

describe('funnelRows', () => {
  it('adds each step’s share of the first step', () => {
    const rows = funnelRows([
      step('OFFERS_CREATED', 40, null),
      step('BARTER_REQUESTS', 10, 0.25),
      step('SUCCESSFUL', 4, 0.4),
    ]);
    expect(rows.map((r) => [r.shareOfPrevious, r.shareOfFirst])).toEqual([
      [null, 1],
      [0.25, 0.25],
      [0.4, 0.1],
    ]);
  });

  it('keeps shares above 1 (several requests per offer)', () => {
    const rows = funnelRows([step('OFFERS_CREATED', 2, null), step('BARTER_REQUESTS', 5, 2.5)]);
    expect(rows[1]).toMatchObject({ shareOfPrevious: 2.5, shareOfFirst: 2.5 });
  });

  it('gives no share without a first step (a new marketplace)', () => {
    const rows = funnelRows([
      step('OFFERS_CREATED', 0, null),
      step('BARTER_REQUESTS', 0, null),
      step('SUCCESSFUL', 0, null),
    ]);
    expect(rows.map((r) => [r.shareOfPrevious, r.shareOfFirst])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('computes a missing share of the previous step, rounded to 4 decimals', () => {
    const rows = funnelRows([step('OFFERS_CREATED', 3, null), step('BARTER_REQUESTS', 1, null)]);
    expect(rows[1]?.shareOfPrevious).toBe(0.3333);
  });
});

it('shareOf is null when dividing by zero', () => {
  expect(shareOf(1, 0)).toBeNull();
  expect(shareOf(2, 3)).toBe(0.6667);
});
