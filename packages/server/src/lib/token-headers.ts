import { HEADER_ACCESS_TOKEN, HEADER_REFRESH_TOKEN, type TTokenPair } from '@barterbits/contracts';
import type { FastifyReply } from 'fastify';

/**
 * Spec §7: new session tokens travel in the response headers as well as in the body (sign-in,
 * refresh, social sign-in, PIN setup). The answer is never cached.
 */
export function setTokenHeaders(reply: FastifyReply, t: Pick<TTokenPair, 'accessToken' | 'refreshToken'>) {
  reply.header(HEADER_ACCESS_TOKEN, t.accessToken).header(HEADER_REFRESH_TOKEN, t.refreshToken);
  reply.header('cache-control', 'no-store');
}
