/**
 * The live connection's address, subprotocol and close codes: the part of the live protocol (`live.ts`)
 * without schemas, which the api-client's socket reads (so a page without the connection loads no schema
 * of it).
 */

/** The socket's address under the API's origin. */
export const LIVE_SOCKET_PATH = '/v1/chat/socket';
/**
 * The subprotocol the server selects. The access token travels as a second one, `token.<accessToken>`,
 * and a tester's maintenance unlock pass as a third, `unlock.<pass>` (browsers cannot set headers).
 */
export const LIVE_SOCKET_PROTOCOL = 'barterbits.v1';

/** Close codes with a meaning of their own (others: 1001 shutdown, 1011 check failed, 1013 too slow). */
export const LIVE_CLOSE_CODES = {
  /** The session ended or the token is not valid: refresh and reconnect (reason 'logout': sign in). */
  SESSION_ENDED: 4001,
  /** Not allowed (suspended, not a member): do not retry. */
  FORBIDDEN: 4003,
  /** No auth in time. */
  AUTH_TIMEOUT: 4008,
  /** The system is down for maintenance (reason: the admin's note): try again after Retry-After. */
  MAINTENANCE: 4503,
} as const;
