/**
 * The invitation e-mail (kept in this module; adapters/mail-templates.ts holds the other modules'):
 * plain text plus a simple HTML version, in the style of the product's other e-mails.
 */
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function referralInviteMail(
  brand: MailBrand,
  v: { to: string; inviterName: string; message: string | null; link: string; code: string },
): MailMessage {
  const intro = `${v.inviterName} invited you to join ${brand.productName}, the community where members trade products and services using BITS.`;
  const note = v.message ? `Their message: "${v.message}"` : null;
  const codeLine = `Your invite code: ${v.code}`;
  const text = [
    'Hello,',
    '',
    intro,
    ...(note ? ['', note] : []),
    '',
    `Join now: ${v.link}`,
    codeLine,
    '',
    'If you do not know this person, you can ignore this email.',
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
<p style="${p}">${escapeHtml(intro)}</p>
${note ? `<p style="${p}">${escapeHtml(note)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(v.link)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;text-decoration:none;border-radius:6px;font:bold 15px Arial,Helvetica,sans-serif">Join ${escapeHtml(brand.productName)}</a></p>
<p style="${p}">${escapeHtml(codeLine)}<br>If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a></p>
<p style="${p}">If you do not know this person, you can ignore this email.</p>
<p style="${p};color:#616e7c">Questions? Write to ${escapeHtml(brand.supportEmail)}.<br>The ${escapeHtml(brand.productName)} team</p>
</div></body></html>`;
  return {
    to: v.to,
    subject: `${v.inviterName} invited you to ${brand.productName}`,
    template: 'referral-invite',
    text,
    html,
    links: [v.link],
  };
}
