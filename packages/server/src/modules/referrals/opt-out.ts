/**
 * Invitations an address does not want: every invitation e-mail carries a link that stops further ones to
 * that address, from any member. GET /v1/referral/opt-out?token= records it (no sign-in: it is opened from
 * the mailbox, usually by someone who is not a member) and answers a small page saying so, like the
 * notification e-mails' unsubscribe link. The token is the address signed with the server's secret, so a
 * link works for its own address only. Hidden from the OpenAPI document: it answers HTML, not JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, REFERRAL_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { say, translate } from '../../lib/i18n.ts';
import { sendMailboxPage } from '../../lib/mailbox-page.ts';
import { canonicalEmail } from './hooks.ts';
import { createReferralsRepository } from './referrals.repository.ts';

const PURPOSE = 'invite-opt-out';

/** Signs and reads the opt-out links of invitation e-mails. */
export interface InviteOptOutTokens {
  sign(email: string): string;
  /** The canonical address, or null when the token is malformed or its signature is wrong. */
  verify(token: string): string | null;
}

export function createInviteOptOutTokens(secret: string): InviteOptOutTokens {
  const mac = (email: string) =>
    createHmac('sha256', secret).update(`${PURPOSE}\n${email}`).digest('base64url');
  return {
    sign(email) {
      const canonical = canonicalEmail(email);
      return `${Buffer.from(canonical).toString('base64url')}.${mac(canonical)}`;
    },
    verify(token) {
      const [encoded = '', signature = '', ...rest] = token.split('.');
      if (rest.length || !encoded || !signature) return null;
      const email = Buffer.from(encoded, 'base64url').toString('utf8');
      if (!email.includes('@') || email !== canonicalEmail(email)) return null;
      const expected = Buffer.from(mac(email));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return email;
    },
  };
}

export function inviteOptOutRoute(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'inviteOptOutTokens'>,
) {
  // The address has no account (or is not known as one): the page is in the browser's language.
  const page = (reply: FastifyReply, locale: Locale, status: number, title: string, text: string) =>
    sendMailboxPage(reply, { status, locale, productName: deps.config.productName, title, text });

  app.get<{ Querystring: { token?: string } }>(
    '/referral/opt-out',
    { schema: { hide: true } },
    async (req, reply) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const email = deps.inviteOptOutTokens.verify(token);
      const l = req.locale;
      if (!email)
        return page(reply, l, 400, say(l, 'mail.page.linkNotValid'), say(l, 'mail.page.useInvitationLink'));
      await createReferralsRepository(deps.db).recordOptOut(email);
      return page(
        reply,
        l,
        200,
        say(l, 'mail.page.noMoreInvitations'),
        say(l, 'mail.page.optedOutText', { done: translate(l, REFERRAL_MESSAGES.optOutDone) }),
      );
    },
  );
}
