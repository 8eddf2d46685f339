/**
 * How a sender learns of an answer: a member through notify() (group FEEDBACK, by their settings; the
 * e-mail carries the answer), a visitor by an e-mail to the address they gave (no account, no setting).
 */
import { PAGES } from '@barterbits/contracts';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import { linkMessage } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { type Notice, noticeMail } from '../notifications/notify.ts';

interface AnsweredFeedback {
  id: string;
  subject: string | null;
  answer: string;
}

/** The member's page of one feedback (the answer notice links there). */
export const ownFeedbackPath = (id: string) => `${PAGES.feedback.path}?id=${encodeURIComponent(id)}`;

/** The notice body quotes the answer up to this length; the e-mail and the page carry all of it. */
const NOTICE_ANSWER_MAX = 200;

const shorten = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

const aboutPart = (f: AnsweredFeedback) => (f.subject ? ` about "${f.subject}"` : '');

/** The answer e-mail (to a member's current address, or to a visitor's). */
function answerMail(
  brand: MailBrand,
  to: string,
  f: AnsweredFeedback,
  link: string,
  guest: boolean,
): MailMessage {
  return linkMessage(brand, {
    to,
    subject: `We answered your message${f.subject ? `: ${shorten(f.subject, 60)}` : ''}`,
    template: guest ? 'feedback-answered-guest' : 'feedback-answered',
    intro: `Thank you for writing to ${brand.productName}. Our team answered your message${aboutPart(f)}:`,
    note: f.answer,
    action: guest ? `Visit ${brand.productName}` : 'See your feedback',
    link,
    outro: guest
      ? 'If you need more help, you can send us another message from our website.'
      : 'You can read your messages and our answers at any time in the app.',
  });
}

/** Builds the notices and e-mails of answered feedback with the product's name and links. */
export function feedbackNotices(brand: MailBrand, publicUrl: string) {
  return {
    /** To the member who sent it (notify() decides in-app, e-mail and push by their settings). */
    answeredMember(userId: string, f: AnsweredFeedback): Notice {
      const path = ownFeedbackPath(f.id);
      return {
        userId,
        type: 'FEEDBACK_ANSWERED',
        title: 'We answered your feedback',
        body: `Our team answered your message${aboutPart(f)}: "${shorten(f.answer, NOTICE_ANSWER_MAX)}"`,
        link: path,
        mail: noticeMail((to) => answerMail(brand, to, f, `${publicUrl}${path}`, false)),
      };
    },
    /** To a visitor: the e-mail is the only way they hear back. */
    answeredGuest(email: string, f: AnsweredFeedback): MailMessage {
      return answerMail(brand, email, f, `${publicUrl}${PAGES.home.path}`, true);
    },
  };
}
