/**
 * E-mail adapter. Every message is recorded in the outbox table; with SMTP configured
 * (SMTP_URL) it is also delivered over SMTP. Without SMTP the outbox is the only destination,
 * readable in development.
 */
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
