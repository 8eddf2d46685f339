import { calendarToday } from '@barterbits/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's date (YYYY-MM-DD), never before the calendar's "today" (the server refuses earlier days). */
export function editableToday(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const server = calendarToday(now);
  return local > server ? local : server;
}

export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
