/** The funnel offers created → barter requests → successful, with each step's conversion. */
import type { TAnalyticsStats } from '@barterbits/contracts';

export type FunnelStep = TAnalyticsStats['funnel'][number];

/** A funnel step with its share of the first step as well as of the previous one. */
export interface FunnelRow extends FunnelStep {
  /** count / the first step's count (1 for the first step; null when the first step is 0). */
  shareOfFirst: number | null;
}

/** Share a / b rounded to 4 decimals, as the server rounds; null when b is 0. */
export const shareOf = (a: number, b: number): number | null =>
  b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null;

/**
 * The server's steps, in order, each with its share of the first. The share of the previous step is
 * the server's; it is filled in here only where missing for a later step (older answers).
 */
export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((step, i) => {
    const previous = steps[i - 1];
    const shareOfPrevious =
      i === 0 ? null : (step.shareOfPrevious ?? (previous ? shareOf(step.count, previous.count) : null));
    return {
      ...step,
      shareOfPrevious,
      shareOfFirst: i === 0 ? (first > 0 ? 1 : null) : shareOf(step.count, first),
    };
  });
}
