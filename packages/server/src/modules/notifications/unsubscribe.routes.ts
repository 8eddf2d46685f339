/**
 * GET /v1/notify/unsubscribe?token=: the link of every notification e-mail. It turns that group's
 * e-mails off for the member the signed token names (no sign-in: it is opened from the mailbox) and
 * answers a small page saying so, with a link to the settings. Hidden from the OpenAPI document: it
 * answers HTML, not the API's JSON.
 */
import { type Locale, PAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { say } from '../../lib/i18n.ts';
import { sendMailboxPage } from '../../lib/mailbox-page.ts';
import { groupWords } from './notification-mail.ts';
import { createSettingsRepository } from './settings.repository.ts';

export function unsubscribeRoute(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'unsubscribeTokens'>,
) {
  const page = (reply: FastifyReply, locale: Locale, status: number, title: string, text: string) =>
    sendMailboxPage(reply, {
      status,
      locale,
      productName: deps.config.productName,
      title,
      text,
      link: {
        href: `${deps.config.publicUrl}${PAGES.notifications.path}`,
        label: say(locale, 'mail.page.openNotifications'),
      },
    });

  app.get<{ Querystring: { token?: string } }>(
    '/notify/unsubscribe',
    { schema: { hide: true } },
    async (req, reply) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const who = deps.unsubscribeTokens.verify(token);
      const [user] = who
        ? await deps.db
            .select({ id: users.id, language: users.language })
            .from(users)
            .where(eq(users.id, who.userId))
        : [];
      if (!who || !user) {
        const l = req.locale;
        return page(reply, l, 400, say(l, 'mail.page.linkNotValid'), say(l, 'mail.page.unsubscribeInApp'));
      }
      // The page goes on from the member's e-mail: in the member's language, as the e-mail was.
      const locale = user.language;
      await createSettingsRepository(deps.db).saveCells(
        who.userId,
        [{ group: who.group, channel: 'EMAIL', enabled: false }],
        new Date(),
      );
      return page(
        reply,
        locale,
        200,
        say(locale, 'mail.page.unsubscribed'),
        say(locale, 'mail.page.unsubscribedText', { group: groupWords(who.group, locale) }),
      );
    },
  );
}
