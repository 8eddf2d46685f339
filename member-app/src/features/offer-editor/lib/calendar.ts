import { calendarToday, formatFullDate } from '@barterbits/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's date (YYYY-MM-DD), never before the calendar's "today" (the server refuses earlier days). */
export function editableToday(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const server = calendarToday(now);
  return local > server ? local : server;
}

/** "Monday, June 2, 2025" (a calendar day: the same in every zone). */
export const dayLabel = (day: string) => formatFullDate(day);
