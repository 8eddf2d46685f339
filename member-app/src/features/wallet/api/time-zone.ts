/**
 * The member's own time zone: the browser's IANA zone ("America/Vancouver"). The statement calls
 * (the statement, its monthly summary and its files) send it, so their days, months and the files'
 * times are the member's; none when the browser tells none (the server then uses the wallet's zone,
 * America/Toronto). Times on screen are formatted in the same browser zone.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `query` with the browser's zone as `timeZone` (left out when the browser tells none). */
export function inBrowserTimeZone<Q extends object>(query: Q): Q & { timeZone?: string } {
  const timeZone = browserTimeZone();
  return timeZone ? { ...query, timeZone } : query;
}
