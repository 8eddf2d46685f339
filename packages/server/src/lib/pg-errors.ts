/**
 * The name of the unique constraint a failed insert/update violated (PostgreSQL 23505, looked for in
 * the error and up to three causes, as drivers wrap it), '' when the driver did not name it, or null
 * when it is not a unique violation.
 */
export function uniqueViolation(e: unknown): string | null {
  for (let err: unknown = e, depth = 0; err && depth < 4; depth++) {
    const o = err as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return typeof o.constraint === 'string' ? o.constraint : '';
    err = o.cause;
  }
  return null;
}

/** The SQLSTATE of a database error (looked for as in `uniqueViolation`), or null. */
export function sqlStateOf(e: unknown): string | null {
  for (let err: unknown = e, depth = 0; err && depth < 4; depth++) {
    const o = err as { code?: unknown; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) return o.code;
    err = o.cause;
  }
  return null;
}

/** The SQLSTATE the ledger raises when BITS would leave a paused member wallet (the disputes migration). */
export const SPENDING_PAUSED_STATE = 'BB001';

/**
 * True when PostgreSQL itself refused the statement (an error answer with a SQLSTATE and a severity,
 * looked for as in `uniqueViolation`): the statement's transaction was rolled back. A lost connection
 * is not such an answer: whether the statement committed is then unknown.
 */
export function refusedByDatabase(e: unknown): boolean {
  for (let err: unknown = e, depth = 0; err && depth < 4; depth++) {
    const o = err as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code) && typeof o.severity === 'string')
      return true;
    err = o.cause;
  }
  return false;
}
