/** Path helpers shared by the registry and the schema-free route table. */

/** Endpoints whose 401 must not trigger a token refresh (spec §4). */
export const NO_REFRESH_PATHS = [
  '/user/refresh-token',
  '/user/login',
  '/auth/forgot-password/verify-link',
  '/user/verify-email-change',
] as const;

/** Fill `:param` segments of a path; a missing or empty value throws (it would address another route). */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null || v === '')
      throw new Error(`Missing path parameter "${k}" for ${path}`);
    return encodeURIComponent(String(v));
  });
}
