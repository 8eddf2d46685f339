/**
 * Test API only (ENABLE_TEST_API): POST /v1/testing/chat/publish puts an event on the chat hub, as the
 * chat service does after a commit. Used by the socket tests and the chat benchmark (scripts/bench.mjs)
 * to measure the transport (hub → LISTEN/NOTIFY → socket) on its own.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatEvent } from './hub.ts';

const TYPES = new Set<ChatEvent['type']>([
  'message',
  'read',
  'typing',
  'channel',
  'member',
  'moderation',
  'unread',
  'session-ended',
]);

export function chatTestingRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/testing/chat/publish', { schema: { hide: true } }, async (req) => {
    const body = (req.body ?? {}) as Partial<ChatEvent>;
    if (
      !TYPES.has(body.type as ChatEvent['type']) ||
      !Array.isArray(body.recipients) ||
      !body.recipients.every((r) => typeof r === 'string')
    )
      throw new AppError('VALIDATION_FAILED', 'type and recipients are required.');
    await deps.chat.publish({
      type: body.type as ChatEvent['type'],
      channelId: typeof body.channelId === 'string' ? body.channelId : null,
      recipients: body.recipients,
      payload: body.payload ?? null,
    });
    return { message: 'Published.' };
  });
}
