/**
 * The product's e-mails: plain text plus a simple HTML version, with the product name from config, in
 * the reader's language (`locale`: the recipient account's `users.language`; the contracts'
 * `i18n/mail` catalogs). Each builder returns a ready MailMessage: to, subject, text, html, template, links.
 */
import type { Locale } from '@barterbits/contracts';
import { say } from '../lib/i18n.ts';
import type { MailMessage } from './mailer.ts';

export interface MailBrand {
  productName: string;
  supportEmail: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The brand's two values as the catalogs name them. */
const brandValues = (brand: MailBrand) => ({ product: brand.productName, support: brand.supportEmail });

/** One message with a call-to-action link, as text and HTML. */
export function linkMessage(
  brand: MailBrand,
  locale: Locale,
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
  const hello = say(locale, 'mail.frame.hello');
  /** "Verify email:" ("Confirmer le courriel :" in French), before a link. */
  const label = (action: string) => say(locale, 'mail.frame.label', { label: action });
  const linkLine = (action: string, link: string) => `${label(action)} ${link}`;
  const questions = say(locale, 'mail.frame.questions', brandValues(brand));
  const team = say(locale, 'mail.frame.team', brandValues(brand));
  const text = [
    hello,
    '',
    v.intro,
    ...(v.note ? ['', v.note] : []),
    '',
    linkLine(v.action, v.link),
    ...(v.second ? [linkLine(v.second.action, v.second.link)] : []),
    ...(v.detail ? [v.detail] : []),
    '',
    v.outro,
    '',
    questions,
    team,
  ].join('\n');
  const p = 'margin:0 0 16px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2933';
  const html = `<!doctype html>
<html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f7fa">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font:bold 22px Arial,Helvetica,sans-serif;color:#1b5e20">${escapeHtml(brand.productName)}</p>
<p style="${p}">${escapeHtml(hello)}</p>
<p style="${p}">${escapeHtml(v.intro)}</p>
${v.note ? `<p style="${p}">${escapeHtml(v.note)}</p>\n` : ''}<p style="margin:24px 0"><a href="${escapeHtml(v.link)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">${escapeHtml(v.button ?? v.action)}</a>${
    v.second
      ? ` <a href="${escapeHtml(v.second.link)}" style="display:inline-block;margin-left:8px;padding:12px 20px;background:#fff;color:#b71c1c;border:1px solid #b71c1c;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">${escapeHtml(v.second.action)}</a>`
      : ''
  }</p>
<p style="${p}">${v.detail ? `${escapeHtml(v.detail)}<br>` : ''}${escapeHtml(say(locale, 'mail.frame.copyLink'))}<br><a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a>${
    v.second
      ? `<br>${escapeHtml(label(v.second.action))} <a href="${escapeHtml(v.second.link)}">${escapeHtml(v.second.link)}</a>`
      : ''
  }</p>
<p style="${p}">${escapeHtml(v.outro)}</p>
<p style="${p};color:#616e7c">${escapeHtml(questions)}<br>${escapeHtml(team)}</p>
</div></body></html>`;
  const links = v.second ? [v.link, v.second.link] : [v.link];
  return { to: v.to, subject: v.subject, template: v.template, text, html, links };
}

export function emailVerificationMail(
  brand: MailBrand,
  to: string,
  link: string,
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailVerification.subject', b),
    template: 'email-verification',
    intro: say(locale, 'mail.emailVerification.intro', b),
    action: say(locale, 'mail.emailVerification.action'),
    link,
    outro: say(locale, 'mail.emailVerification.outro'),
  });
}

export function passwordResetMail(brand: MailBrand, to: string, link: string, locale: Locale): MailMessage {
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.passwordReset.subject', brandValues(brand)),
    template: 'password-reset',
    intro: say(locale, 'mail.passwordReset.intro'),
    action: say(locale, 'mail.passwordReset.action'),
    link,
    outro: say(locale, 'mail.passwordReset.outro'),
  });
}

export function passwordChangedMail(
  brand: MailBrand,
  to: string,
  signInLink: string,
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.passwordChanged.subject', b),
    template: 'password-changed',
    intro: say(locale, 'mail.passwordChanged.intro'),
    action: say(locale, 'mail.passwordChanged.action'),
    link: signInLink,
    outro: say(locale, 'mail.passwordChanged.outro', b),
  });
}

/** To an account whose sign-in is being slowed down after failed attempts (once per throttle window). */
export function signInThrottledMail(
  brand: MailBrand,
  to: string,
  resetLink: string,
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.signInThrottled.subject', b),
    template: 'sign-in-throttled',
    intro: say(locale, 'mail.signInThrottled.intro'),
    action: say(locale, 'mail.signInThrottled.action'),
    link: resetLink,
    outro: say(locale, 'mail.signInThrottled.outro', b),
  });
}

/** To the new address of an e-mail change: verify it. */
export function emailChangeVerifyMail(
  brand: MailBrand,
  to: string,
  link: string,
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailChangeVerify.subject', b),
    template: 'email-change-verify',
    intro: say(locale, 'mail.emailChangeVerify.intro', b),
    action: say(locale, 'mail.emailChangeVerify.action'),
    link,
    outro: say(locale, 'mail.emailChangeVerify.outro'),
  });
}

/** To the current address of an e-mail change: approve or decline. */
export function emailChangeApproveMail(
  brand: MailBrand,
  to: string,
  newEmail: string,
  approveLink: string,
  declineLink: string,
  locale: Locale,
): MailMessage {
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailChangeApprove.subject', brandValues(brand)),
    template: 'email-change-approve',
    intro: say(locale, 'mail.emailChangeApprove.intro', { newEmail }),
    action: say(locale, 'mail.emailChangeApprove.action'),
    link: approveLink,
    second: { action: say(locale, 'mail.emailChangeApprove.decline'), link: declineLink },
    outro: say(locale, 'mail.emailChangeApprove.outro'),
  });
}

/** To the current address after a decline: the request is cancelled; change the password. */
export function emailChangeDeclinedMail(
  brand: MailBrand,
  to: string,
  resetLink: string,
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailChangeDeclined.subject', b),
    template: 'email-change-declined',
    intro: say(locale, 'mail.emailChangeDeclined.intro'),
    action: say(locale, 'mail.emailChangeDeclined.action'),
    link: resetLink,
    outro: say(locale, 'mail.emailChangeDeclined.outro', b),
  });
}

/** To both addresses once the change took effect. */
export function emailChangedMail(
  brand: MailBrand,
  to: string,
  v: { oldEmail: string; newEmail: string; signInLink: string },
  locale: Locale,
): MailMessage {
  const b = brandValues(brand);
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.emailChanged.subject', b),
    template: 'email-changed',
    intro: say(locale, 'mail.emailChanged.intro', { oldEmail: v.oldEmail, newEmail: v.newEmail }),
    action: say(locale, 'mail.emailChanged.action'),
    link: v.signInLink,
    outro: say(locale, 'mail.emailChanged.outro', b),
  });
}

/*
 * Gifts of BITS. `amount` is the BITS amount formatted in `locale` (formatBitsGrouped), e.g. "1,025.00"
 * ("1 025,00" in French); `expiresOn` a date in `locale`, e.g. "Nov 30, 2026" ("30 nov. 2026").
 */

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
  locale: Locale,
): MailMessage {
  const { senderName, amount } = v;
  const subject = say(locale, 'mail.giftReceived.subject', { senderName, amount });
  const base = v.message
    ? say(locale, 'mail.giftReceived.introWithMessage', {
        senderName,
        amount,
        product: brand.productName,
        message: v.message,
      })
    : say(locale, 'mail.giftReceived.intro', { senderName, amount, product: brand.productName });
  const claim = say(locale, 'mail.giftReceived.claim');
  if (v.signUpLink) {
    return linkMessage(brand, locale, {
      to: v.to,
      subject,
      template: 'gift-received-new',
      intro: say(locale, 'mail.giftReceived.signUpIntro', { base }),
      action: say(locale, 'mail.giftReceived.signUp'),
      link: v.signUpLink,
      second: { action: claim, link: v.claimLink },
      outro: say(locale, 'mail.giftReceived.heldOutro', { expiresOn: v.expiresOn }),
    });
  }
  return linkMessage(brand, locale, {
    to: v.to,
    subject,
    template: 'gift-received',
    intro: base,
    action: claim,
    link: v.claimLink,
    outro: say(locale, 'mail.giftReceived.outro', { expiresOn: v.expiresOn }),
  });
}

/** To the sender: the recipient claimed the gift. */
export function giftClaimedMail(
  brand: MailBrand,
  v: { to: string; recipientName: string; amount: string; link: string },
  locale: Locale,
): MailMessage {
  return linkMessage(brand, locale, {
    to: v.to,
    subject: say(locale, 'mail.giftClaimed.subject', { amount: v.amount }),
    template: 'gift-claimed',
    intro: say(locale, 'mail.giftClaimed.intro', { recipientName: v.recipientName, amount: v.amount }),
    action: say(locale, 'mail.giftClaimed.action'),
    link: v.link,
    outro: say(locale, 'mail.giftClaimed.outro'),
  });
}

/** To the sender: the gift was not claimed in time and the BITS are back in their wallet. */
export function giftReturnedMail(
  brand: MailBrand,
  v: { to: string; recipientEmail: string; amount: string; link: string },
  locale: Locale,
): MailMessage {
  return linkMessage(brand, locale, {
    to: v.to,
    subject: say(locale, 'mail.giftReturned.subject', { amount: v.amount }),
    template: 'gift-returned',
    intro: say(locale, 'mail.giftReturned.intro', { amount: v.amount, recipientEmail: v.recipientEmail }),
    action: say(locale, 'mail.giftReturned.action'),
    link: v.link,
    outro: say(locale, 'mail.giftReturned.outro'),
  });
}

/** To the buyer of a barter sale: the seller asks to be paid in BITS; accept with the PIN in the app. */
export function barterRequestMail(
  brand: MailBrand,
  to: string,
  v: { sellerName: string; offerTitle: string; amount: string; link: string },
  locale: Locale,
): MailMessage {
  const { sellerName, amount, offerTitle } = v;
  return linkMessage(brand, locale, {
    to,
    subject: say(locale, 'mail.barterRequest.subject', { sellerName, amount }),
    template: 'barter-request',
    intro: say(locale, 'mail.barterRequest.intro', { sellerName, amount, offerTitle }),
    action: say(locale, 'mail.barterRequest.action'),
    link: v.link,
    outro: say(locale, 'mail.barterRequest.outro'),
  });
}
