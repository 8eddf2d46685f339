import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Routes of the Community Fund donations (issue 15). */
export function donationsRoutes(_v1: FastifyInstance, _deps: Deps) {}
