/** The read-only availability calendar's month layout, on the shared month helpers (lib/calendar.ts). */
import { monthGrid as monthDays } from '../../../lib/calendar.ts';

export interface CalendarCell {
  /** Stable key: the day, or blank-N for the blanks before and after the month. */
  key: string;
  day: string | null;
}

/** The month as weeks (Sunday first) of cells; blanks (day null) pad the first and last week. */
export const monthGrid = (month: string): CalendarCell[][] =>
  monthDays(month).map((week, w) => week.map((day, d) => ({ key: day ?? `blank-${w * 7 + d}`, day })));
