/**
 * Demo conversations, seeded on a real start only, after the demo community: so that alex's
 * /chat, the navigation's unread badge and the console's "Reported messages" are alive after `npm start`.
 *
 * - alex ↔ priya: started from alex's "Vintage road bike" (its offer card first); priya's last message
 *   is unread by alex.
 * - alex ↔ Riverdale Bike Works (omar): about the tune-up alex bought; all read.
 * - the group "Leslieville garden swap", created by alex (its operator, so the demo login can try the
 *   moderation tools) with priya, lina and omar; lina's offer to sell BITS for cash is reported by priya
 *   (an OPEN report for the console), and the group's last two messages are unread by alex.
 *
 * Rows are written as the chat service writes them: a gapless `seq` per channel, `last_seq` and
 * `last_message_at` on the channel, read cursors per member, the group's creator its first operator.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { chatChannels, chatMembers, chatMessages, chatReports, offers, users } from './db/schema.ts';

type Line =
  | { from: string; text: string; minutesAgo: number }
  | { from: string; offerId: string; minutesAgo: number }
  | { system: string; minutesAgo: number };

const idOf = async (db: DbOrTx, email: string): Promise<string> => {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`seed-chat: demo member ${email} is missing`);
  return u.id;
};

const offerIdOf = async (db: DbOrTx, userId: string, title: string): Promise<string> => {
  const [o] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.title, title)));
  if (!o) throw new Error(`seed-chat: demo offer "${title}" is missing`);
  return o.id;
};

/** Writes a channel's messages with seq 1…n; answers their ids in order. */
async function writeLines(db: DbOrTx, channelId: string, lines: Line[], now: Date): Promise<string[]> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const rows = await db
    .insert(chatMessages)
    .values(
      lines.map((line, i) => ({
        channelId,
        seq: i + 1,
        createdAt: at(line.minutesAgo),
        ...('system' in line
          ? { kind: 'SYSTEM', text: line.system, senderId: null, clientId: null }
          : 'offerId' in line
            ? { kind: 'OFFER', offerId: line.offerId, senderId: line.from, clientId: null }
            : { kind: 'TEXT', text: line.text, senderId: line.from, clientId: `seed-${channelId}-${i + 1}` }),
      })),
    )
    .returning({ id: chatMessages.id, seq: chatMessages.seq });
  await db
    .update(chatChannels)
    .set({ lastSeq: lines.length, lastMessageAt: at(lines.at(-1)!.minutesAgo) })
    .where(eq(chatChannels.id, channelId));
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.id);
}

/** Seeds the demo conversations; returns the number of channels written. */
export async function seedDemoChat(db: DbOrTx, opts: { now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const DAY = 24 * 60;
  return db.transaction(async (tx) => {
    const alex = await idOf(tx, 'alex@demo.barterbits.ca');
    const priya = await idOf(tx, 'priya@demo.barterbits.ca');
    const omar = await idOf(tx, 'omar@demo.barterbits.ca');
    const lina = await idOf(tx, 'lina@demo.barterbits.ca');

    const direct = async (a: string, b: string, createdBy: string) => {
      const [row] = await tx
        .insert(chatChannels)
        .values({ kind: 'DIRECT', directKey: [a, b].sort().join(':'), createdBy })
        .returning({ id: chatChannels.id });
      return row!.id;
    };

    // alex ↔ priya, from alex's bike; priya's thank-you is unread by alex.
    const bike = await offerIdOf(tx, alex, 'Vintage road bike');
    const alexPriya = await direct(alex, priya, priya);
    await writeLines(
      tx,
      alexPriya,
      [
        { from: priya, offerId: bike, minutesAgo: 3 * DAY },
        {
          from: priya,
          text: "Hi Alex! Is the bike still available? I'd love to see it this weekend.",
          minutesAgo: 3 * DAY - 2,
        },
        {
          from: alex,
          text: "Hi Priya, yes it is. Saturday at 10 works, I'm right by Withrow Park.",
          minutesAgo: 3 * DAY - 30,
        },
        {
          from: priya,
          text: "Perfect, see you then. I'll send the barter request now.",
          minutesAgo: 3 * DAY - 34,
        },
        {
          from: priya,
          text: 'Thanks again, the bike rides beautifully! Details of my route: https://www.toronto.ca/cycling',
          minutesAgo: 2 * 60,
        },
      ],
      now,
    );
    await tx.insert(chatMembers).values([
      { channelId: alexPriya, userId: priya, readSeq: 5 },
      { channelId: alexPriya, userId: alex, readSeq: 4 },
    ]);

    // alex ↔ Riverdale Bike Works, from omar's tune-up; all read.
    const tuneUp = await offerIdOf(tx, omar, 'Full bike tune-up');
    const alexOmar = await direct(alex, omar, alex);
    await writeLines(
      tx,
      alexOmar,
      [
        { from: alex, offerId: tuneUp, minutesAgo: 6 * DAY },
        { from: alex, text: 'Hi Omar, could you fit a tune-up in next week?', minutesAgo: 6 * DAY - 1 },
        {
          from: omar,
          text: 'Sure! Drop the bike off Tuesday after 9 and it will be ready by 5.',
          minutesAgo: 6 * DAY - 45,
        },
        { from: alex, text: 'Great, see you Tuesday. Thanks!', minutesAgo: 6 * DAY - 50 },
      ],
      now,
    );
    await tx.insert(chatMembers).values([
      { channelId: alexOmar, userId: alex, readSeq: 4 },
      { channelId: alexOmar, userId: omar, readSeq: 4 },
    ]);

    // The group: alex created it (operator); lina's BITS-for-cash offer is reported by priya.
    const [group] = await tx
      .insert(chatChannels)
      .values({ kind: 'GROUP', name: 'Leslieville garden swap', createdBy: alex })
      .returning({ id: chatChannels.id });
    const groupId = group!.id;
    const ids = await writeLines(
      tx,
      groupId,
      [
        { system: 'Alex M. created the group "Leslieville garden swap".', minutesAgo: 2 * DAY },
        {
          system: 'Alex M. added Priya S., Lina N. and Riverdale Bike Works.',
          minutesAgo: 2 * DAY,
        },
        {
          from: alex,
          text: 'Welcome! Post what you are growing or need, and we swap on Saturdays at the community garden.',
          minutesAgo: 2 * DAY - 5,
        },
        { from: priya, text: 'I have tomato and basil seedlings to trade.', minutesAgo: 2 * DAY - 60 },
        {
          from: omar,
          text: 'I can lend a cargo bike to move soil bags if anyone needs one.',
          minutesAgo: DAY + 120,
        },
        {
          from: lina,
          text: 'Selling BITS cheap for cash! E-transfer me and I send them right away.',
          minutesAgo: 5 * 60,
        },
        { from: priya, text: 'Anyone up for Saturday at 9?', minutesAgo: 3 * 60 },
      ],
      now,
    );
    await tx.insert(chatMembers).values([
      {
        channelId: groupId,
        userId: alex,
        isOperator: true,
        readSeq: 5,
        joinedAt: new Date(now.getTime() - 2 * DAY * 60_000),
      },
      { channelId: groupId, userId: priya, readSeq: 7 },
      { channelId: groupId, userId: lina, readSeq: 6 },
      { channelId: groupId, userId: omar, readSeq: 5 },
    ]);
    await tx.insert(chatReports).values({
      messageId: ids[5]!,
      reporterId: priya,
      reason: 'SCAM_OR_FRAUD',
      details: 'Selling BITS for cash outside the app.',
      createdAt: new Date(now.getTime() - 4 * 60 * 60_000),
    });
    return 3;
  });
}
