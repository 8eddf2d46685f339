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
