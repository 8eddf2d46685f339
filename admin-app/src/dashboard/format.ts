/** How the dashboard writes its figures: counts, BITS and shares, through the contracts' formats. */
import { centsToBits, formatBits, formatNumber } from '@barterbits/contracts';

/** A share (0–1, may pass 1) as a percentage with one decimal: 0.1234 → "12.3%"; "—" when unknown. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return `${formatNumber(Math.round(share * 1000) / 10)}%`;
}

/** A share as a CSV percentage number (12.34), empty when unknown. */
export const sharePercent = (share: number | null | undefined): number | null =>
  share === null || share === undefined || !Number.isFinite(share) ? null : Math.round(share * 10_000) / 100;

/** A count: "1,234". */
export const formatCount = (n: number): string => formatNumber(n);

/** Integer cents as BITS: "1,025.50 BITS™". */
export const formatCents = (cents: number): string => formatBits(cents);

/** Integer cents as a plain BITS number for CSV: "1025.50". */
export const centsCsv = (cents: number): string => centsToBits(cents);

/** Cents on a chart's axis, short: 150000 → "1.5K", 2500000 → "25K", 120000000 → "1.2M". */
export function axisBits(cents: number): string {
  const bits = cents / 100;
  const abs = Math.abs(bits);
  if (abs >= 1_000_000) return `${formatNumber(Math.round(bits / 100_000) / 10)}M`;
  if (abs >= 1_000) return `${formatNumber(Math.round(bits / 100) / 10)}K`;
  return formatNumber(Math.round(bits));
}

/** A count with its noun: "1 trade", "1,204 trades". */
export const countOf = (n: number, one: string, many: string): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
