/** The e-mails of admin accounts (invites) and of support's e-mail change of a member. */
import type { AdminRoleCode, Locale } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { say } from '../../lib/i18n.ts';

/**
 * To an invited admin: set up the account through the console's onboarding page. In the invited
 * account's language, which the invite stores as the inviting admin's (the address had no account).
 */
export function adminInviteMail(
  brand: MailBrand,
  to: string,
  v: { role: AdminRoleCode; inviterName: string; link: string; days: number },
  locale: Locale,
): MailMessage {
  const product = brand.productName;
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.adminInvite.subject', { product }),
    template: 'admin-invite',
    intro: say(locale, 'mail.adminInvite.intro', { inviterName: v.inviterName, product, role: v.role }),
    action: say(locale, 'mail.adminInvite.action'),
    link: v.link,
    outro: say(locale, 'mail.adminInvite.outro', { days: v.days }),
  });
}

/** To both addresses after support changed a member's e-mail address, in the member's language. */
export function emailChangedBySupportMail(
  brand: MailBrand,
  to: string,
  v: { oldEmail: string; newEmail: string; signInLink: string },
  locale: Locale,
): MailMessage {
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailChangedBySupport.subject', { product: brand.productName }),
    template: 'email-changed-by-support',
    intro: say(locale, 'mail.emailChangedBySupport.intro', { oldEmail: v.oldEmail, newEmail: v.newEmail }),
    action: say(locale, 'mail.emailChangedBySupport.action'),
    link: v.signInLink,
    outro: say(locale, 'mail.emailChangedBySupport.outro', { support: brand.supportEmail }),
  });
}
