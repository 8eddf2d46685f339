/** Offer search and feeds: search-offer, suggestions, home page, filter, explore-business (issue 4) */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

export function offerSearchRoutes(_app: FastifyInstance, _deps: Deps) {}
