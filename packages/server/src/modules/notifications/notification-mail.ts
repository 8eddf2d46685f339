/**
 * The e-mails of notices: the generic "notification" e-mail (a notice's title, text and
 * link), or an event's own e-mail; both carry the unsubscribe link of the notice's group, in the
 * recipient's language.
 */
import type { Locale, NotificationGroup } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { say } from '../../lib/i18n.ts';
import type { NoticeMail } from './notify.ts';

/** Each group as the e-mails name it (its settings label in lower case: "payments, loads and refunds"). */
const GROUP_WORDS = {
  BARTER: 'mail.group.barter',
  PAYMENTS: 'mail.group.payments',
  GIFTS: 'mail.group.gifts',
  REVIEWS: 'mail.group.reviews',
  CHAT: 'mail.group.chat',
  REFERRALS: 'mail.group.referrals',
  OFFER_MODERATION: 'mail.group.offerModeration',
  MATCHES: 'mail.group.matches',
  FEEDBACK: 'mail.group.feedback',
  SYSTEM: 'mail.group.system',
} as const satisfies Record<NotificationGroup, string>;

/** A group as the e-mails and the unsubscribe page name it ("payments, loads and refunds"). */
export const groupWords = (group: NotificationGroup, locale: Locale) => say(locale, GROUP_WORDS[group]);
const stopAction = (group: NotificationGroup, locale: Locale) =>
  say(locale, 'mail.notification.stop', { group: groupWords(group, locale) });
const whyLine = (group: NotificationGroup, locale: Locale) =>
  say(locale, 'mail.notification.why', { group: groupWords(group, locale) });

/** The generic e-mail of a notice that has no e-mail of its own. */
export function notificationMail(
  brand: MailBrand,
  v: {
    to: string;
    group: NotificationGroup;
    title: string;
    body: string;
    /** The notice's page, absolute. */
    link: string;
    unsubscribeLink: string;
  },
  locale: Locale,
): MailMessage {
  return linkMessage(brand, locale, {
    to: v.to,
    subject: v.title,
    template: 'notification',
    intro: v.body,
    action: say(locale, 'mail.notification.action'),
    button: say(locale, 'mail.notification.button', { product: brand.productName }),
    link: v.link,
    second: { action: stopAction(v.group, locale), link: v.unsubscribeLink },
    outro: whyLine(v.group, locale),
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * An event's own e-mail, addressed, with the group's unsubscribe link added at the end of the text,
 * of the HTML (inside its card, before `</div></body>` as linkMessage lays it out) and of `links`.
 */
export function dedicatedNoticeMail(
  mail: NoticeMail,
  v: { to: string; group: NotificationGroup; unsubscribeLink: string },
  locale: Locale,
): MailMessage {
  const stop = stopAction(v.group, locale);
  const why = whyLine(v.group, locale);
  const text = `${mail.text}\n\n${why}\n${say(locale, 'mail.frame.label', { label: stop })} ${v.unsubscribeLink}`;
  const footer = `<p style="margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#616e7c">${escapeHtml(why)}<br><a href="${escapeHtml(v.unsubscribeLink)}">${escapeHtml(stop)}</a></p>`;
  const html =
    mail.html === undefined
      ? undefined
      : /<\/div>\s*<\/body>/i.test(mail.html)
        ? mail.html.replace(/<\/div>\s*<\/body>/i, () => `${footer}\n</div></body>`)
        : `${mail.html}\n${footer}`;
  return {
    ...mail,
    to: v.to,
    text,
    ...(html === undefined ? {} : { html }),
    links: [...(mail.links ?? []), v.unsubscribeLink],
  };
}
