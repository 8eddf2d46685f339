/**
 * The invitation e-mail (kept in this module; adapters/mail-templates.ts holds the other modules'):
 * plain text plus a simple HTML version, built like the product's other e-mails.
 */
import { linkMessage, type MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';

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
): MailMessage {
  return linkMessage(brand, {
    to: v.to,
    subject: `${v.inviterName} invited you to ${brand.productName}`,
    template: 'referral-invite',
    intro: `${v.inviterName} invited you to join ${brand.productName}, the community where members trade products and services using BITS.`,
    note: v.message ? `Their message: "${v.message}"` : null,
    action: 'Join now',
    button: `Join ${brand.productName}`,
    link: v.link,
    second: { action: 'No more invitations to this address', link: v.optOutLink },
    detail: `Your invite code: ${v.code}`,
    outro: 'If you do not know this person, you can ignore this email.',
  });
}
