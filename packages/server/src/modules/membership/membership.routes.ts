import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** membership routes (issue 3). */
export function membershipRoutes(_app: FastifyInstance, _deps: Deps) {}
