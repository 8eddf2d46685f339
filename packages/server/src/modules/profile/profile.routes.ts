import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** profile routes (issue 3 item 6). */
export function profileRoutes(_app: FastifyInstance, _deps: Deps) {}
