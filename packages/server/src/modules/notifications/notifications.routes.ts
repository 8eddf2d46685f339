/**
 * Notifications (spec §7): GET /notify?userId=, PATCH /notify; the settings (GET/PATCH
 * /user/notification/setting, PATCH /user/notification/update-setting); push tokens (POST/DELETE
 * /notify/manage-token); the e-mails' unsubscribe link. Thin routes over the services.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createDeviceTokensService } from './device-tokens.service.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotificationSettingsService } from './settings.service.ts';
import { unsubscribeRoute } from './unsubscribe.routes.ts';

export function notificationsRoutes(app: FastifyInstance, deps: Deps) {
  const notices = createNotificationsService({ db: deps.db, hub: deps.chat });
  const settings = createNotificationSettingsService({ db: deps.db });
  const tokens = createDeviceTokensService({ db: deps.db });

  route(app, 'listNotifications', async (req) => paged(await notices.list(req.auth, req.query), req.query));

  route(app, 'markNotificationsRead', async (req) => ({
    data: await notices.markRead(req.auth, req.body),
  }));

  route(app, 'getNotificationSettings', async (req) => ({ data: await settings.get(req.auth) }));
  route(app, 'updateNotificationSettings', async (req) => ({
    data: await settings.update(req.auth, req.body),
  }));
  route(app, 'updateNotificationSetting', async (req) => ({
    data: await settings.update(req.auth, req.body),
  }));

  route(app, 'registerDeviceToken', async (req) => ({
    data: await tokens.register(req.auth, req.body, req.headers['user-agent']),
  }));
  route(app, 'removeDeviceToken', async (req) => ({ data: await tokens.remove(req.auth, req.body.token) }));

  unsubscribeRoute(app, deps);
}
