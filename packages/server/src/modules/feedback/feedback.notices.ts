/**
 * How a sender learns of an answer: a member through notify() (group FEEDBACK, by their settings; the
 * e-mail carries the answer), a visitor by an e-mail to the address they gave (no account, no setting),
 * in the language they wrote from.
 */
import { DEFAULT_LOCALE, type Locale, PAGES } from '@barterbits/contracts';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import { linkMessage } from '../../adapters/mail-templates.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { say } from '../../lib/i18n.ts';
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

/** The answer e-mail (to a member's current address, or to a visitor's), in the reader's language. */
function answerMail(
  brand: MailBrand,
  to: string,
  f: AnsweredFeedback,
  link: string,
  guest: boolean,
  locale: Locale,
): MailMessage {
  const product = brand.productName;
  return linkMessage(brand, locale, {
    to,
    subject: f.subject
      ? say(locale, 'mail.feedbackAnswered.subjectAbout', { subject: shorten(f.subject, 60) })
      : say(locale, 'mail.feedbackAnswered.subject'),
    template: guest ? 'feedback-answered-guest' : 'feedback-answered',
    intro: f.subject
      ? say(locale, 'mail.feedbackAnswered.introAbout', { product, subject: f.subject })
      : say(locale, 'mail.feedbackAnswered.intro', { product }),
    note: f.answer,
    action: guest
      ? say(locale, 'mail.feedbackAnswered.guestAction', { product })
      : say(locale, 'mail.feedbackAnswered.action'),
    link,
    outro: guest
      ? say(locale, 'mail.feedbackAnswered.guestOutro')
      : say(locale, 'mail.feedbackAnswered.outro'),
  });
}

/** Builds the notices and e-mails of answered feedback with the product's name and links. */
export function feedbackNotices(brand: MailBrand, publicUrl: string) {
  return {
    /** To the member who sent it (notify() decides in-app, e-mail and push by their settings, and the language). */
    answeredMember(userId: string, f: AnsweredFeedback): Notice {
      const path = ownFeedbackPath(f.id);
      const answer = shorten(f.answer, NOTICE_ANSWER_MAX);
      return {
        userId,
        type: 'FEEDBACK_ANSWERED',
        words: (l) => ({
          title: say(l, 'notices.feedbackAnswered.title'),
          body: f.subject
            ? say(l, 'notices.feedbackAnswered.bodyAbout', { subject: f.subject, answer })
            : say(l, 'notices.feedbackAnswered.body', { answer }),
        }),
        link: path,
        mail: noticeMail((to, l) => answerMail(brand, to, f, `${publicUrl}${path}`, false, l)),
      };
    },
    /**
     * To a visitor: the e-mail is the only way they hear back. A visitor has no account, so it goes in
     * the language they wrote from (kept with their feedback), English for feedback sent before that was kept.
     */
    answeredGuest(email: string, f: AnsweredFeedback, locale: Locale | null): MailMessage {
      return answerMail(brand, email, f, `${publicUrl}${PAGES.home.path}`, true, locale ?? DEFAULT_LOCALE);
    },
  };
}
