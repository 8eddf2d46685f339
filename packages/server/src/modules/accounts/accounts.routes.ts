import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** accounts routes (issue 3). */
export function accountsRoutes(_app: FastifyInstance, _deps: Deps) {}
