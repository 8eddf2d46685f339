/**
 * Sends the notification outbox after the events' transactions committed: e-mail through
 * the mailer, push through the push sender to each of the member's device tokens. A batch is claimed
 * in one short transaction (`for update skip locked`, status SENDING with a lease), so two instances
 * or two runs never take the same row; it is then sent outside any transaction and marked SENT, or
 * retried with backoff up to MAX_ATTEMPTS, then FAILED. A sender that died mid-batch leaves SENDING
 * rows whose lease runs out: they are taken again (at-least-once only in that crash).
 * An e-mail row carrying the event's own e-mail (`mail`) sends that, else the generic notification
 * e-mail; both with the group's unsubscribe link. Without a push service (the 'none' sender) a push
 * row ends SKIPPED at once, never retried, its last_error saying push is not configured.
 * A LIVE row puts its in-app notice (read as it is now) on the chat hub as a 'notice' event to the
 * member, which every instance hands to the member's open sockets; rows of a batch are sent LIVE first,
 * so a slow mail server does not hold a notice back. A notice deleted meanwhile ends SKIPPED.
 */
import { type NotificationGroup, PAGES } from '@barterbits/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { notificationDeliveries, users } from '../../db/schema.ts';
import { runInBackground } from '../../lib/background.ts';
import type { ChatHub } from '../chat/hub.ts';
import { createDeviceTokensRepository } from './device-tokens.ts';
import { toNotification } from './notice-view.ts';
import { dedicatedNoticeMail, notificationMail } from './notification-mail.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { LIVE_DELIVERY } from './notify.ts';
import type { PushSender } from './push-port.ts';
import type { UnsubscribeTokens } from './unsubscribe.ts';

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** Tries per delivery before it is FAILED. */
export const MAX_ATTEMPTS = 5;
/** How long a claimed row is this sender's before another may take it. */
const LEASE_MS = 5 * 60_000;
/** Wait before try n+1: 30 s, 1, 2, 4 minutes. */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
const BATCH = 50;
/** Batches per run, so a run always ends; the next kick or tick takes the rest. */
const MAX_BATCHES = 20;

/** Why a push row is SKIPPED (its last_error): no push service is configured. */
export const PUSH_SKIPPED_REASON = 'Not sent: push is not configured (FCM_SERVICE_ACCOUNT is unset).';

/** What sending one row came to: sent, try again later, give up now, or not sendable here at all. */
type Outcome = { status: 'SENT' } | { status: 'RETRY' | 'FAILED' | 'SKIPPED'; error: string };

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  /** The live hub (the chat hub): LIVE rows are published there. */
  hub: ChatHub;
  config: MailBrand & { publicUrl: string };
  unsubscribe: UnsubscribeTokens;
  now?: () => Date;
}

export interface NotificationDelivery {
  /** Sends what is due now; answers how many rows were handled. */
  deliverPending(now?: Date): Promise<number>;
  /** Starts a run after the current request (never throws; a kick during a run asks for one more). */
  kick(): void;
}

export function createNotificationDelivery(deps: DeliveryDeps): NotificationDelivery {
  const { db, mailer, push, config } = deps;
  const clock = deps.now ?? (() => new Date());
  const tokens = createDeviceTokensRepository(db);
  const notices = createNotificationsRepository(db);

  async function claim(now: Date): Promise<DeliveryRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(
          and(
            inArray(notificationDeliveries.status, ['PENDING', 'SENDING']),
            lte(notificationDeliveries.nextAttemptAt, now),
          ),
        )
        .orderBy(notificationDeliveries.nextAttemptAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(notificationDeliveries)
        .set({
          status: 'SENDING',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            notificationDeliveries.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function sendEmail(row: DeliveryRow): Promise<Outcome> {
    const [user] = await db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user?.email) return { status: 'FAILED', error: 'The member has no e-mail address.' };
    // The frame around the notice's words (made in the member's language) is in their language now.
    const locale = user.language;
    const group = row.group as NotificationGroup;
    const unsubscribeLink = `${config.publicUrl}/v1/notify/unsubscribe?token=${encodeURIComponent(deps.unsubscribe.sign(row.userId, group))}`;
    await mailer.send(
      row.mail
        ? dedicatedNoticeMail(row.mail, { to: user.email, group, unsubscribeLink }, locale)
        : notificationMail(
            config,
            {
              to: user.email,
              group,
              title: row.title,
              body: row.body,
              link: `${config.publicUrl}${row.link ?? PAGES.notifications.path}`,
              unsubscribeLink,
            },
            locale,
          ),
    );
    return { status: 'SENT' };
  }

  async function sendPush(row: DeliveryRow): Promise<Outcome> {
    if (push.name === 'none') return { status: 'SKIPPED', error: PUSH_SKIPPED_REASON };
    const list = await tokens.ofUser(row.userId);
    if (!list.length) return { status: 'FAILED', error: 'The member has no device token.' };
    let sent = false;
    const errors: string[] = [];
    let retryable = false;
    for (const token of list) {
      const r = await push.send({ token, title: row.title, body: row.body, link: row.link });
      if (r.ok) {
        sent = true;
        continue;
      }
      errors.push(r.error);
      if (r.tokenInvalid) await tokens.remove(token);
      else retryable = true;
    }
    // One device that got it is a delivery: trying again would repeat it there.
    if (sent) return { status: 'SENT' };
    return { status: retryable ? 'RETRY' : 'FAILED', error: errors.join('; ').slice(0, 1000) };
  }

  async function sendLive(row: DeliveryRow): Promise<Outcome> {
    const notice = await notices.byId(row.eventId);
    if (!notice) return { status: 'SKIPPED', error: 'The notice no longer exists.' };
    const payload = toNotification(notice);
    await deps.hub.publish({ type: 'notice', channelId: null, recipients: [row.userId], payload });
    return { status: 'SENT' };
  }

  const senders: Record<string, (row: DeliveryRow) => Promise<Outcome>> = {
    [LIVE_DELIVERY]: sendLive,
    EMAIL: sendEmail,
    PUSH: sendPush,
  };

  async function handle(row: DeliveryRow, now: Date): Promise<void> {
    let outcome: Outcome;
    try {
      const send = senders[row.channel];
      outcome = send
        ? await send(row)
        : { status: 'FAILED', error: `Unknown delivery channel "${row.channel}".` };
    } catch (err) {
      outcome = { status: 'RETRY', error: err instanceof Error ? err.message : String(err) };
    }
    const mine = and(
      eq(notificationDeliveries.id, row.id),
      eq(notificationDeliveries.status, 'SENDING'),
      eq(notificationDeliveries.attempts, row.attempts),
    );
    if (outcome.status === 'SENT') {
      await db
        .update(notificationDeliveries)
        .set({ status: 'SENT', sentAt: clock(), lastError: null })
        .where(mine);
      return;
    }
    // SKIPPED and FAILED are final; a RETRY past the last attempt is FAILED.
    const final =
      outcome.status === 'RETRY' ? (row.attempts >= MAX_ATTEMPTS ? 'FAILED' : null) : outcome.status;
    await db
      .update(notificationDeliveries)
      .set(
        final
          ? { status: final, lastError: outcome.error }
          : {
              status: 'PENDING',
              lastError: outcome.error,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
            },
      )
      .where(mine);
  }

  async function deliverPending(at?: Date): Promise<number> {
    let handled = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const now = at ?? clock();
      const rows = await claim(now);
      const liveFirst = [...rows].sort(
        (a, b) => Number(b.channel === LIVE_DELIVERY) - Number(a.channel === LIVE_DELIVERY),
      );
      for (const row of liveFirst) await handle(row, now);
      handled += rows.length;
      if (rows.length < BATCH) break;
    }
    return handled;
  }

  let active = false;
  let again = false;
  return {
    deliverPending,
    kick() {
      if (active) {
        again = true;
        return;
      }
      active = true;
      runInBackground('deliver notifications', async () => {
        try {
          do {
            again = false;
            await deliverPending();
          } while (again);
        } finally {
          active = false;
        }
      });
    },
  };
}

/** Finished deliveries (sent, skipped or failed) are kept this long for support, then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;

/**
 * The scheduler job: deletes finished deliveries created over DELIVERY_RETENTION_DAYS ago (every notice
 * adds a LIVE row, so the outbox would otherwise only grow). Pending and leased rows are never touched.
 */
export async function pruneFinishedDeliveries(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .delete(notificationDeliveries)
    .where(
      and(
        inArray(notificationDeliveries.status, ['SENT', 'SKIPPED', 'FAILED']),
        lte(notificationDeliveries.createdAt, before),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length;
}
