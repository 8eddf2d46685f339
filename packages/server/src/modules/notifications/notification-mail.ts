/**
 * The e-mails of notices: the generic "notification" e-mail (a notice's title, text and
 * link), or an event's own e-mail; both carry the unsubscribe link of the notice's group.
 */
import { NOTIFICATION_GROUP_LABELS, type NotificationGroup } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import type { NoticeMail } from './notify.ts';

const groupLabel = (group: NotificationGroup) => NOTIFICATION_GROUP_LABELS[group].toLowerCase();
const stopAction = (group: NotificationGroup) => `Stop e-mails about ${groupLabel(group)}`;
const whyLine = (group: NotificationGroup) =>
  `You get this e-mail because e-mails about ${groupLabel(group)} are on in your notification settings.`;

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
): MailMessage {
  return linkMessage(brand, {
    to: v.to,
    subject: v.title,
    template: 'notification',
    intro: v.body,
    action: 'Open it',
    button: `Open in ${brand.productName}`,
    link: v.link,
    second: { action: stopAction(v.group), link: v.unsubscribeLink },
    outro: whyLine(v.group),
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
): MailMessage {
  const stop = stopAction(v.group);
  const text = `${mail.text}\n\n${whyLine(v.group)}\n${stop}: ${v.unsubscribeLink}`;
  const footer = `<p style="margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#616e7c">${escapeHtml(whyLine(v.group))}<br><a href="${escapeHtml(v.unsubscribeLink)}">${escapeHtml(stop)}</a></p>`;
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
