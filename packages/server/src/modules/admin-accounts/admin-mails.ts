/** The e-mails of admin accounts (invites) and of support's e-mail change of a member. */
import { ADMIN_ROLE_LABELS, type AdminRoleCode } from '@barterbits/contracts';
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';

/** To an invited admin: set up the account through the console's onboarding page. */
export function adminInviteMail(
  brand: MailBrand,
  to: string,
  v: { role: AdminRoleCode; inviterName: string; link: string; days: number },
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `You are invited to the ${brand.productName} admin console`,
    template: 'admin-invite',
    intro: `${v.inviterName} invited you to the ${brand.productName} admin console as ${ADMIN_ROLE_LABELS[v.role]}. Choose your password and enter your name and mobile number to finish setting up your account.`,
    action: 'Set up my admin account',
    link: v.link,
    outro: `The link works once and expires in ${v.days} days. If you were not expecting this invitation, you can ignore this email.`,
  });
}

/** To both addresses after support changed a member's e-mail address. */
export function emailChangedBySupportMail(
  brand: MailBrand,
  to: string,
  v: { oldEmail: string; newEmail: string; signInLink: string },
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Your ${brand.productName} email address was changed by our support team`,
    template: 'email-changed-by-support',
    intro: `At your request, our support team changed the email address of your account from ${v.oldEmail} to ${v.newEmail}, and your sessions were signed out. Sign in with ${v.newEmail} from now on.`,
    action: 'Sign in',
    link: v.signInLink,
    outro: `If you did not ask for this, contact ${brand.supportEmail} right away.`,
  });
}
