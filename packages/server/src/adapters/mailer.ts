/**
 * E-mail adapter. Every message is recorded in the outbox table; with SMTP configured
 * (SMTP_URL) it is also delivered over SMTP and its row says SENT or FAILED. Without SMTP the
 * outbox is the only destination, readable in development at GET /v1/dev/outbox.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name, e.g. "email-verification" (for the outbox page and tests). */
  template: string;
  /** Links the message carries (verification links and the like). */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: messages stay in the outbox table. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(m) {
      await db.insert(outboxEmails).values({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        template: m.template,
        links: m.links ?? [],
        status: 'SENT',
        sentAt: new Date(),
      });
    },
  };
}

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  /** Sender, e.g. `BarterBits <no-reply@barterbits.ca>`. */
  from: string;
  /** Called when delivery fails (the row is marked FAILED; the caller's request still succeeds). */
  onError?: (err: unknown, message: MailMessage) => void;
}

/**
 * Outbox plus SMTP delivery through nodemailer. The message is recorded first (QUEUED), then sent;
 * a delivery failure is recorded on the row (FAILED with the error) and never thrown, so a sign-up
 * or a reset request does not fail because the mail server is down.
 */
export function createSmtpMailer(db: Db, opts: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport(opts.url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async send(m) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          template: m.template,
          links: m.links ?? [],
          status: 'QUEUED',
        })
        .returning({ id: outboxEmails.id });
      const id = row!.id;
      try {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
        });
        await db
          .update(outboxEmails)
          .set({ status: 'SENT', sentAt: new Date() })
          .where(eq(outboxEmails.id, id));
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db
          .update(outboxEmails)
          .set({ status: 'FAILED', error: error.slice(0, 1000) })
          .where(eq(outboxEmails.id, id));
        opts.onError?.(err, m);
      }
    },
  };
}

/** The mailer for a configuration: SMTP (plus outbox) when SMTP_URL is set, else the outbox alone. */
export function createMailer(
  db: Db,
  config: { smtpUrl: string | undefined; mailFrom: string },
  onError?: SmtpOptions['onError'],
): Mailer {
  if (!config.smtpUrl) return createOutboxMailer(db);
  return createSmtpMailer(db, {
    url: config.smtpUrl,
    from: config.mailFrom,
    ...(onError ? { onError } : {}),
  });
}
