/** Offer media: photos and the Vacation Rental availability calendar (issue 4) */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

export function offerMediaRoutes(_app: FastifyInstance, _deps: Deps) {}
