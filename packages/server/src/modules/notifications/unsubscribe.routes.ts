/**
 * GET /v1/notify/unsubscribe?token=: the link of every notification e-mail. It turns that group's
 * e-mails off for the member the signed token names (no sign-in: it is opened from the mailbox) and
 * answers a small page saying so, with a link to the settings. Hidden from the OpenAPI document: it
 * answers HTML, not the API's JSON.
 */
import { NOTIFICATION_GROUP_LABELS, PAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { sendMailboxPage } from '../../lib/mailbox-page.ts';
import { createSettingsRepository } from './settings.repository.ts';

export function unsubscribeRoute(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'unsubscribeTokens'>,
) {
  const page = (reply: FastifyReply, status: number, title: string, text: string) =>
    sendMailboxPage(reply, {
      status,
      productName: deps.config.productName,
      title,
      text,
      link: { href: `${deps.config.publicUrl}${PAGES.notifications.path}`, label: 'Open your notifications' },
    });

  app.get<{ Querystring: { token?: string } }>(
    '/notify/unsubscribe',
    { schema: { hide: true } },
    async (req, reply) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const who = deps.unsubscribeTokens.verify(token);
      const [user] = who
        ? await deps.db.select({ id: users.id }).from(users).where(eq(users.id, who.userId))
        : [];
      if (!who || !user) {
        return page(reply, 400, 'This link is not valid', 'Change your e-mail settings in the app instead.');
      }
      await createSettingsRepository(deps.db).saveCells(
        who.userId,
        [{ group: who.group, channel: 'EMAIL', enabled: false }],
        new Date(),
      );
      const label = NOTIFICATION_GROUP_LABELS[who.group].toLowerCase();
      return page(
        reply,
        200,
        'You are unsubscribed',
        `You will no longer get e-mails about ${label}. You can turn them on again in your notification settings.`,
      );
    },
  );
}
