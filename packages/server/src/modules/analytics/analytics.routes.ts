/** Analytics: the console dashboard's cards and charts, admins only. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { createAnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(app: FastifyInstance, deps: Deps) {
  const analytics = createAnalyticsService({ db: deps.db });

  route(app, 'adminAnalytics', async (req) => ({ data: await analytics.overview(req.query) }));

  route(app, 'adminAnalyticsStats', async (req) => ({ data: await analytics.stats(req.query) }));
}
