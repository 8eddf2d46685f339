/** The API mount of the member client (lib/api.ts baseURL). */
const API_PREFIX = '/v1';

/**
 * A server address such as `/v1/chat/images/…` as a path under the member client's base, so the
 * authenticated client asks for it (and never `/v1/v1/…`). Other addresses are kept.
 */
export const apiRelativePath = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
