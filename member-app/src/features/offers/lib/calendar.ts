/** Month helpers for the read-only availability calendar (months as "YYYY-MM", days as "YYYY-MM-DD"). */

export const shiftMonth = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
};

export const monthLabel = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

export interface CalendarCell {
  /** Stable key: the day, or blank-N for the blanks before and after the month. */
  key: string;
  day: string | null;
}

/** The month as weeks (Sunday first) of cells; blanks (day null) pad the first and last week. */
export const monthGrid = (month: string): CalendarCell[][] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: CalendarCell[] = Array.from({ length: first.getUTCDay() }, (_, i) => ({
    key: `blank-${i}`,
    day: null,
  }));
  for (let d = 1; d <= daysInMonth; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    cells.push({ key: day, day });
  }
  while (cells.length % 7 !== 0) cells.push({ key: `blank-${cells.length}`, day: null });
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
};
