/**
 * The product's e-mails: plain text plus a simple HTML version, with the product name from config.
 * Each builder returns a ready MailMessage (minus nothing): to, subject, text, html, template, links.
 */
import type { MailMessage } from './mailer.ts';

export interface MailBrand {
  productName: string;
  supportEmail: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One message with a call-to-action link, as text and HTML. */
export function linkMessage(
  brand: MailBrand,
  v: {
    to: string;
    subject: string;
    template: string;
    intro: string;
    /** A paragraph after the intro (e.g. the sender's own words). */
    note?: string | null;
    action: string;
    /** The button's label when it differs from `action` (the text version reads "action: link"). */
    button?: string;
    link: string;
    /** A second call to action (e.g. Decline next to Approve). */
    second?: { action: string; link: string };
    /** A line under the links (e.g. a code to type instead). */
    detail?: string;
    outro: string;
  },
): MailMessage {
  const text = [
    'Hello,',
    '',
    v.intro,
    ...(v.note ? ['', v.note] : []),
    '',
    `${v.action}: ${v.link}`,
    ...(v.second ? [`${v.second.action}: ${v.second.link}`] : []),
    ...(v.detail ? [v.detail] : []),
    '',
    v.outro,
    '',
    `Questions? Write to ${brand.supportEmail}.`,
    `The ${brand.productName} team`,
  ].join('\n');
  const p = 'margin:0 0 16px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2933';
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f7fa">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font:bold 22px Arial,Helvetica,sans-serif;color:#1b5e20">${escapeHtml(brand.productName)}</p>
<p style="${p}">Hello,</p>
<p style="${p}">${escapeHtml(v.intro)}</p>
${v.note ? `<p style="${p}">${escapeHtml(v.note)}</p>\n` : ''}<p style="margin:24px 0"><a href="${escapeHtml(v.link)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">${escapeHtml(v.button ?? v.action)}</a>${
    v.second
      ? ` <a href="${escapeHtml(v.second.link)}" style="display:inline-block;margin-left:8px;padding:12px 20px;background:#fff;color:#b71c1c;border:1px solid #b71c1c;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">${escapeHtml(v.second.action)}</a>`
      : ''
  }</p>
<p style="${p}">${v.detail ? `${escapeHtml(v.detail)}<br>` : ''}If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a>${
    v.second
      ? `<br>${escapeHtml(v.second.action)}: <a href="${escapeHtml(v.second.link)}">${escapeHtml(v.second.link)}</a>`
      : ''
  }</p>
<p style="${p}">${escapeHtml(v.outro)}</p>
<p style="${p};color:#616e7c">Questions? Write to ${escapeHtml(brand.supportEmail)}.<br>The ${escapeHtml(brand.productName)} team</p>
</div></body></html>`;
  const links = v.second ? [v.link, v.second.link] : [v.link];
  return { to: v.to, subject: v.subject, template: v.template, text, html, links };
}

export function emailVerificationMail(brand: MailBrand, to: string, link: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Verify your email address for ${brand.productName}`,
    template: 'email-verification',
    intro: `Welcome to ${brand.productName}! Please confirm that this is your email address.`,
    action: 'Verify email',
    link,
    outro: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function passwordResetMail(brand: MailBrand, to: string, link: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Reset your ${brand.productName} password`,
    template: 'password-reset',
    intro: 'We received a request to reset the password of your account.',
    action: 'Reset password',
    link,
    outro:
      'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}

export function passwordChangedMail(brand: MailBrand, to: string, signInLink: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Your ${brand.productName} password was changed`,
    template: 'password-changed',
    intro: 'The password of your account was just changed, and your other sessions were signed out.',
    action: 'Sign in',
    link: signInLink,
    outro: `If this was not you, reset your password right away and contact ${brand.supportEmail}.`,
  });
}

/** To an account whose sign-in is being slowed down after failed attempts (once per throttle window). */
export function signInThrottledMail(brand: MailBrand, to: string, resetLink: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Failed sign-in attempts on your ${brand.productName} account`,
    template: 'sign-in-throttled',
    intro:
      'Someone tried to sign in to your account several times with a wrong password, so we are slowing down further attempts. You can still sign in as usual from a browser or network you signed in from before.',
    action: 'Reset password',
    link: resetLink,
    outro: `If this was you, just wait a few minutes before trying again. If it was not, your account is safe as long as your password stays secret; choose a new one if it is used anywhere else, and contact ${brand.supportEmail} if you need help.`,
  });
}

/** To the new address of an e-mail change: verify it. */
export function emailChangeVerifyMail(brand: MailBrand, to: string, link: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Confirm your new email address for ${brand.productName}`,
    template: 'email-change-verify',
    intro: `You asked to use this address for your ${brand.productName} account. Please confirm that it is yours. The change takes effect once it is also approved from your current email address.`,
    action: 'Verify new email',
    link,
    outro:
      'The link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.',
  });
}

/** To the current address of an e-mail change: approve or decline. */
export function emailChangeApproveMail(
  brand: MailBrand,
  to: string,
  newEmail: string,
  approveLink: string,
  declineLink: string,
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Approve the email change of your ${brand.productName} account`,
    template: 'email-change-approve',
    intro: `Someone signed in to your account with your password asked to change its email address to ${newEmail}. Approve the change if it was you. If it was not you, decline it and change your password right away.`,
    action: 'Approve change',
    link: approveLink,
    second: { action: 'Decline change', link: declineLink },
    outro:
      'The links work once and expire in 24 hours. Nothing changes until the new address is verified and you approve.',
  });
}

/** To the current address after a decline: the request is cancelled; change the password. */
export function emailChangeDeclinedMail(brand: MailBrand, to: string, resetLink: string): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `The email change of your ${brand.productName} account was cancelled`,
    template: 'email-change-declined',
    intro:
      'You declined the email change, so your account keeps this address and every session was signed out. Whoever asked for the change knew your password: please change your password now.',
    action: 'Change password',
    link: resetLink,
    outro: `If you need help, contact ${brand.supportEmail}.`,
  });
}

/** To both addresses once the change took effect. */
export function emailChangedMail(
  brand: MailBrand,
  to: string,
  v: { oldEmail: string; newEmail: string; signInLink: string },
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `Your ${brand.productName} email address was changed`,
    template: 'email-changed',
    intro: `The email address of your account was changed from ${v.oldEmail} to ${v.newEmail}, and your other sessions were signed out. Sign in with ${v.newEmail} from now on.`,
    action: 'Sign in',
    link: v.signInLink,
    outro: `If this was not you, contact ${brand.supportEmail} right away.`,
  });
}

/* Gifts of BITS. `amount` is the formatted BITS amount, e.g. "1,025.00"; `expiresOn` a date, e.g. "Nov 30, 2026". */

/** To the recipient of a gift: claim it (a member), or sign up with this address first (a new address). */
export function giftReceivedMail(
  brand: MailBrand,
  v: {
    to: string;
    senderName: string;
    amount: string;
    message: string | null;
    claimLink: string;
    /** Set when the address has no account yet. */
    signUpLink?: string;
    expiresOn: string;
  },
): MailMessage {
  const note = v.message ? ` Their message: "${v.message}"` : '';
  const base = `${v.senderName} sent you a gift of ${v.amount} BITS on ${brand.productName}.${note}`;
  if (v.signUpLink) {
    return linkMessage(brand, {
      to: v.to,
      subject: `${v.senderName} sent you ${v.amount} BITS`,
      template: 'gift-received-new',
      intro: `${base} Create your account with this email address and verify it to claim your BITS.`,
      action: 'Sign up',
      link: v.signUpLink,
      second: { action: 'Claim your gift', link: v.claimLink },
      outro: `The gift is held for you until ${v.expiresOn}; after that it goes back to the sender.`,
    });
  }
  return linkMessage(brand, {
    to: v.to,
    subject: `${v.senderName} sent you ${v.amount} BITS`,
    template: 'gift-received',
    intro: base,
    action: 'Claim your gift',
    link: v.claimLink,
    outro: `Claim it before ${v.expiresOn}; after that it goes back to the sender.`,
  });
}

/** To the sender: the recipient claimed the gift. */
export function giftClaimedMail(
  brand: MailBrand,
  v: { to: string; recipientName: string; amount: string; link: string },
): MailMessage {
  return linkMessage(brand, {
    to: v.to,
    subject: `Your gift of ${v.amount} BITS was claimed`,
    template: 'gift-claimed',
    intro: `${v.recipientName} claimed your gift of ${v.amount} BITS.`,
    action: 'View the gift',
    link: v.link,
    outro: 'Thank you for sharing BITS with the community.',
  });
}

/** To the sender: the gift was not claimed in time and the BITS are back in their wallet. */
export function giftReturnedMail(
  brand: MailBrand,
  v: { to: string; recipientEmail: string; amount: string; link: string },
): MailMessage {
  return linkMessage(brand, {
    to: v.to,
    subject: `Your gift of ${v.amount} BITS has come back to you`,
    template: 'gift-returned',
    intro: `Your gift of ${v.amount} BITS to ${v.recipientEmail} was not claimed in time, so the BITS are back in your wallet.`,
    action: 'View the gift',
    link: v.link,
    outro: 'You can send it again at any time.',
  });
}

/** To the buyer of a barter sale: the seller asks to be paid in BITS; accept with the PIN in the app. */
export function barterRequestMail(
  brand: MailBrand,
  to: string,
  v: { sellerName: string; offerTitle: string; amount: string; link: string },
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `${v.sellerName} asks you to pay ${v.amount} BITS`,
    template: 'barter-request',
    intro: `${v.sellerName} asks you to pay ${v.amount} BITS for "${v.offerTitle}".`,
    action: 'Review the request',
    link: v.link,
    outro: 'Nothing is paid until you accept with your PIN. If you do not recognise this sale, decline it.',
  });
}
