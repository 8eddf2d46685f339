import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Chat (issue 13): channels, messages, read cursors, moderation, blocks, reports; admin moderation. */
export function chatRoutes(_app: FastifyInstance, _deps: Deps) {}
