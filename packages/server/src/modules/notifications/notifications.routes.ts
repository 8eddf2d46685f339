/** In-app notifications (spec §7): GET /notify?userId=, PATCH /notify. Thin routes over the service. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createNotificationsService } from './notifications.service.ts';

export function notificationsRoutes(app: FastifyInstance, deps: Deps) {
  const notices = createNotificationsService({ db: deps.db });

  route(app, 'listNotifications', async (req) => paged(await notices.list(req.auth!, req.query), req.query));

  route(app, 'markNotificationsRead', async (req) => ({
    data: await notices.markRead(req.auth!, req.body),
  }));
}
