/** The e-mails of admin accounts (invites) and of support's e-mail change of a member. */
import { ADMIN_ROLE_LABELS, type AdminRoleCode, DEFAULT_LOCALE, type Locale } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { say } from '../../lib/i18n.ts';

/**
 * To an invited admin: set up the account through the console's onboarding page. The address has no
 * account yet, so no language: the invitation is in English (the console's own language switch is theirs).
 */
export function adminInviteMail(
  brand: MailBrand,
  to: string,
  v: { role: AdminRoleCode; inviterName: string; link: string; days: number },
): MailMessage {
  return linkMessage(brand, DEFAULT_LOCALE, {
    to,
    subject: `You are invited to the ${brand.productName} admin console`,
    template: 'admin-invite',
    intro: `${v.inviterName} invited you to the ${brand.productName} admin console as ${ADMIN_ROLE_LABELS[v.role]}. Choose your password and enter your name and mobile number to finish setting up your account.`,
    action: 'Set up my admin account',
    link: v.link,
    outro: `The link works once and expires in ${v.days} days. If you were not expecting this invitation, you can ignore this email.`,
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
