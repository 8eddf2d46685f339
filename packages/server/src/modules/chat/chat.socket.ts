import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** The chat WebSocket (issue 13): authenticated with the access token; delivers the hub's events. */
export async function registerChatSocket(_app: FastifyInstance, _deps: Deps) {}
