/**
 * GET /v1/dev/outbox: an HTML page of the newest e-mails in the outbox (recipient, subject, time,
 * status and clickable links), so e-mailed links can be followed without a mail server. Off unless
 * config.devOutbox (DEV_OUTBOX; on by default in development and test, `npm start` turns it on without
 * SMTP_URL), and even then it answers only connections from this machine: the decision is made on the
 * socket's own address, never on X-Forwarded-For or `req.ip`, which a trusted proxy hop can set; a
 * forwarding header only ever closes it (a proxy on this machine relaying a remote client).
 * Hidden from the OpenAPI document.
 */
import { isIP } from 'node:net';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outboxEmails } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/** 127.0.0.0/8 and ::1, also IPv4-mapped. */
export const isLoopback = (ip: string): boolean => {
  const v4 = ip.replace(/^::ffff:/i, '');
  return ip === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
};

/** Headers a proxy adds: their presence means the loopback peer may be relaying someone else. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** A request made on this machine: a loopback socket, not relayed by a proxy running here. */
export const fromThisMachine = (req: FastifyRequest): boolean =>
  isLoopback(req.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((h) => req.headers[h] === undefined);

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function devOutboxRoute(app: FastifyInstance, deps: Pick<Deps, 'db' | 'config'>) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (req, reply) => {
    if (!deps.config.devOutbox || !fromThisMachine(req)) throw new AppError('NOT_FOUND');
    const rows = await deps.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(100);
    const items = rows
      .map((m) => {
        const links = m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('');
        return `<tr>
<td>${esc(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${esc(m.to)}</td>
<td><details><summary>${esc(m.subject)}</summary><pre>${esc(m.text)}</pre></details></td>
<td>${esc(m.template)}</td>
<td>${esc(m.status)}${m.error ? `<br><small>${esc(m.error)}</small>` : ''}</td>
<td><ul>${links}</ul></td>
</tr>`;
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(deps.config.productName)} outbox</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1f2933}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e4e7eb;padding:8px;text-align:left;vertical-align:top}
ul{margin:0;padding-left:16px}pre{white-space:pre-wrap;max-width:640px}
</style></head><body>
<h1>${esc(deps.config.productName)} outbox</h1>
<p>The ${rows.length} newest e-mails (no mail server configured: readable from this machine only). Newest first.</p>
<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Template</th><th>Status</th><th>Links</th></tr></thead>
<tbody>
${items || '<tr><td colspan="6">No e-mails yet.</td></tr>'}
</tbody></table></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
