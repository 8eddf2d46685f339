/** Offer engagement: favourites, reports, report reasons, action summary, admin moderation lists (issue 4) */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

export function offerEngagementRoutes(_app: FastifyInstance, _deps: Deps) {}
