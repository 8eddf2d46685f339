/** The "notification" e-mail (issue 14): a notice's title, text and link, with its unsubscribe link. */
import { NOTIFICATION_GROUP_LABELS, type NotificationGroup } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';

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
  const label = NOTIFICATION_GROUP_LABELS[v.group].toLowerCase();
  return linkMessage(brand, {
    to: v.to,
    subject: v.title,
    template: 'notification',
    intro: v.body,
    action: 'Open it',
    button: `Open in ${brand.productName}`,
    link: v.link,
    second: { action: `Stop e-mails about ${label}`, link: v.unsubscribeLink },
    outro: `You get this e-mail because e-mails about ${label} are on in your notification settings.`,
  });
}
