/**
 * Test API only (ENABLE_TEST_API): POST /v1/testing/chat/publish puts an event on the chat hub, as the
 * chat service does after a commit. Used by the socket tests and the chat benchmark (scripts/bench.mjs)
 * to measure the transport (hub → LISTEN/NOTIFY → socket) on its own: the type must be one the hub
 * carries (`HUB_EVENTS`), the payload goes as it is (the benchmark sends a text only).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ChatEvent, HUB_EVENTS } from './hub.ts';

export function chatTestingRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/testing/chat/publish', { schema: { hide: true } }, async (req) => {
    const body = (req.body ?? {}) as Partial<Record<keyof ChatEvent, unknown>>;
    if (
      typeof body.type !== 'string' ||
      !Object.hasOwn(HUB_EVENTS, body.type) ||
      !Array.isArray(body.recipients) ||
      !body.recipients.every((r) => typeof r === 'string')
    )
      throw new AppError('VALIDATION_FAILED', 'type and recipients are required.');
    await deps.chat.publish({
      type: body.type,
      channelId: typeof body.channelId === 'string' ? body.channelId : null,
      recipients: body.recipients,
      payload: body.payload ?? null,
    } as ChatEvent);
    return { message: 'Published.' };
  });
}
