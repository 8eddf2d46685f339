/**
 * The invitation e-mail (kept in this module; adapters/mail-templates.ts holds the other modules'):
 * plain text plus a simple HTML version, built like the product's other e-mails.
 */
import type { Locale } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { say } from '../../lib/i18n.ts';

export function referralInviteMail(
  brand: MailBrand,
  v: {
    to: string;
    inviterName: string;
    message: string | null;
    link: string;
    code: string;
    optOutLink: string;
  },
  locale: Locale,
): MailMessage {
  const { inviterName } = v;
  const product = brand.productName;
  return linkMessage(brand, locale, {
    to: v.to,
    subject: say(locale, 'mail.referralInvite.subject', { inviterName, product }),
    template: 'referral-invite',
    intro: say(locale, 'mail.referralInvite.intro', { inviterName, product }),
    note: v.message ? say(locale, 'mail.referralInvite.note', { message: v.message }) : null,
    action: say(locale, 'mail.referralInvite.action'),
    button: say(locale, 'mail.referralInvite.button', { product }),
    link: v.link,
    second: { action: say(locale, 'mail.referralInvite.optOut'), link: v.optOutLink },
    detail: say(locale, 'mail.referralInvite.code', { code: v.code }),
    outro: say(locale, 'mail.referralInvite.outro'),
  });
}
