/**
 * The small HTML page the server answers to a link opened from a mailbox (a notification e-mail's
 * unsubscribe link, an invitation's "no more invitations"): no sign-in, no app, just what happened.
 */
import type { Locale } from '@barterbits/contracts';
import type { FastifyReply } from 'fastify';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailboxPage {
  status: number;
  /** The page's language (its words are already in it): `<html lang>`. */
  locale: Locale;
  productName: string;
  title: string;
  text: string;
  /** A way on, e.g. to the member's settings. */
  link?: { href: string; label: string };
}

export function sendMailboxPage(reply: FastifyReply, p: MailboxPage) {
  const link = p.link ? `\n<p><a href="${esc(p.link.href)}">${esc(p.link.label)}</a></p>` : '';
  return reply
    .status(p.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${p.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(p.title)} · ${esc(p.productName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f5f7fa}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}a{color:#1b5e20}</style></head>
<body><main><h1>${esc(p.title)}</h1><p>${esc(p.text)}</p>${link}</main></body></html>`);
}
