import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** pin-location routes (issue 3). */
export function pinLocationRoutes(_app: FastifyInstance, _deps: Deps) {}
