/**
 * The one call every event makes: `notify(tx, notice)` inside the event's transaction
 * reads the member's settings for the notice's group, writes the in-app notice when IN_APP is on, and
 * one outbox row per other channel that is on (PUSH only when the member has a device token), all
 * committing with the event or not at all. The deliverer (delivery.ts) sends the outbox after commit;
 * the unique (event, channel) row means no event is delivered twice on a channel. Every e-mail a
 * member gets about an event goes through here, so their EMAIL setting decides it: an event with an
 * e-mail of its own (a gift's, a barter request's) passes it as `mail`, else the generic one is sent.
 * Its words (title, text, own e-mail) are made here in the recipient's language (`users.language`).
 * An in-app notice also gets a LIVE row (its event id is the notice's id): the deliverer puts the
 * notice on the member's live sockets once the transaction committed, on every instance, once.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  LOCKED_NOTIFICATION_CELLS,
  type Locale,
  NOTIFICATION_GROUP_OF,
  type NotificationChannel,
  type NotificationType,
} from '@barterbits/contracts';
import type { MailMessage } from '../../adapters/mailer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema.ts';
import {
  createNotificationsRepository,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.ts';
import { channelsOf, createSettingsRepository } from './settings.repository.ts';

type NewDelivery = typeof notificationDeliveries.$inferInsert;

export type Notice = {
  userId: string;
  type: NotificationType;
  /** A member-app path, e.g. `/bits-gift/<id>`. */
  link?: string | null;
  /** The event's own e-mail in a language, sent instead of the generic "notification" e-mail when EMAIL is on. */
  mail?: ((locale: Locale) => NoticeMail) | undefined;
} & (
  | {
      /**
       * The notice's title and text in a language. notify() asks for the recipient's (`users.language`),
       * so the notice, its push and its e-mail read in the language of the member they are for, whoever
       * caused it. Every notice of the product is worded so (the contracts' `i18n/notices`).
       */
      words: (locale: Locale) => NoticeWords;
    }
  /** Words given as they are (a notice written in one language on purpose, e.g. by a test). */
  | NoticeWords
);

/** A notice's title and text. */
export interface NoticeWords {
  title: string;
  body: string;
}

/** An event's own e-mail as a notice carries it: the message without `to` (the deliverer addresses it). */
export type NoticeMail = Omit<MailMessage, 'to'>;

/**
 * A mail template's message as a notice's e-mail: `build` gets an empty address, which is dropped (the
 * templates take `to` first; the member's current address is read when the e-mail is sent), and the
 * recipient's language.
 */
export function noticeMail(
  build: (to: string, locale: Locale) => MailMessage,
): (locale: Locale) => NoticeMail {
  return (locale) => {
    const { to: _to, ...mail } = build('', locale);
    return mail;
  };
}

/**
 * The outbox channel of the live socket: the in-app notice published on the chat hub as a 'notice'
 * event. Not a member setting (it follows IN_APP), so it is not one of the contracts' channels.
 */
export const LIVE_DELIVERY = 'LIVE';

let writes = 0;

/**
 * How many notices this process has given to notify() and notifyMany() (monotonic). A request compares it before and after:
 * unchanged means neither it nor a request running beside it wrote a notice, so there is nothing new for
 * the deliverer (at 200 chat messages a second, a claim query per request was most of the database's work).
 */
export const noticeWrites = (): number => writes;

/** Answers the in-app notice written, or null (no notice to give, or the member turned in-app off). */
export async function notify(tx: DbOrTx, n: Notice | null): Promise<NotificationRow | null> {
  return n ? ((await notifyMany(tx, [n]))[0] ?? null) : null;
}

/**
 * `notify` for many notices at once (a matching run tells hundreds of members): the recipients are read in
 * one statement, the in-app notices and the outbox rows written in one each, whatever the number of
 * notices. Answers the in-app notice of each (or null), in the order given.
 */
export async function notifyMany(tx: DbOrTx, list: (Notice | null)[]): Promise<(NotificationRow | null)[]> {
  const given = list.filter((n): n is Notice => n !== null);
  if (!given.length) return list.map(() => null);
  writes += given.length;
  // A type cast in by a module before it was listed falls back to the group nobody can silence.
  const groupOf = (n: Notice) => NOTIFICATION_GROUP_OF[n.type] ?? 'SYSTEM';
  const recipients = await createSettingsRepository(tx).recipients(
    [...new Set(given.map((n) => n.userId))],
    [...new Set(given.map(groupOf))],
  );

  const noticeRows: NewNotification[] = [];
  const deliveryRows: NewDelivery[] = [];
  const eventIds = list.map((n) => (n ? randomUUID() : ''));
  list.forEach((n, i) => {
    if (!n) return;
    const group = groupOf(n);
    const recipient = recipients.get(n.userId);
    const channels = channelsOf(recipient, group);
    for (const cell of LOCKED_NOTIFICATION_CELLS) if (cell.group === group) channels[cell.channel] = true;

    const eventId = eventIds[i]!;
    const link = n.link ?? null;
    const locale = recipient?.locale ?? DEFAULT_LOCALE;
    const { title, body } = 'words' in n ? n.words(locale) : n;
    if (channels.IN_APP) noticeRows.push({ id: eventId, userId: n.userId, type: n.type, title, body, link });

    const outward: (NotificationChannel | typeof LIVE_DELIVERY)[] = channels.IN_APP ? [LIVE_DELIVERY] : [];
    if (channels.EMAIL) outward.push('EMAIL');
    if (channels.PUSH && recipient?.hasDevice) outward.push('PUSH');
    for (const channel of outward) {
      deliveryRows.push({
        eventId,
        userId: n.userId,
        channel,
        type: n.type,
        group,
        title,
        body,
        link,
        mail: channel === 'EMAIL' && n.mail ? n.mail(locale) : null,
      });
    }
  });

  const written = new Map(
    (await createNotificationsRepository(tx).insertMany(noticeRows)).map((row) => [row.id, row]),
  );
  if (deliveryRows.length) await tx.insert(notificationDeliveries).values(deliveryRows).onConflictDoNothing();
  return eventIds.map((id) => written.get(id) ?? null);
}
