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
function linkMessage(
  brand: MailBrand,
  v: {
    to: string;
    subject: string;
    template: string;
    intro: string;
    action: string;
    link: string;
    outro: string;
  },
): MailMessage {
  const text = [
    'Hello,',
    '',
    v.intro,
    '',
    `${v.action}: ${v.link}`,
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
<p style="margin:24px 0"><a href="${escapeHtml(v.link)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">${escapeHtml(v.action)}</a></p>
<p style="${p}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a></p>
<p style="${p}">${escapeHtml(v.outro)}</p>
<p style="${p};color:#616e7c">Questions? Write to ${escapeHtml(brand.supportEmail)}.<br>The ${escapeHtml(brand.productName)} team</p>
</div></body></html>`;
  return { to: v.to, subject: v.subject, template: v.template, text, html, links: [v.link] };
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
