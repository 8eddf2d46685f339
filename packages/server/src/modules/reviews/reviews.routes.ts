import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Heart reviews of barter partners: reviews, replies, votes, reports, summary, and their admin moderation (issue 12). */
export function reviewsRoutes(_app: FastifyInstance, _deps: Deps) {}
