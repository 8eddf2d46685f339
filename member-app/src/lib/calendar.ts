/** Month helpers shared by the offer calendars (months as "YYYY-MM", days as "YYYY-MM-DD", in UTC). */
import { addDays, formatMonth } from '@barterbits/contracts';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2025-06" → first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad2(last)}` };
}

export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}`;
}

/** "June 2025". */
export const monthLabel = (month: string) => formatMonth(month);

/** The month's weeks (Sunday first); null cells before the 1st and after the last day. */
export function monthGrid(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const lead = new Date(`${from}T12:00:00Z`).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = from; d <= to; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
