/**
 * The demo conversations obey the rules the chat service keeps: gapless seqs, channel
 * last_seq, read cursors giving alex's unread badge, the group's creator its operator, one OPEN report;
 * and the service carries on from them (a new message takes the next seq).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount, DEMO_NEIGHBOURS, DEMO_PASSWORD, seedDemoOffers } from '../../src/seed.ts';
import { seedDemoChat } from '../../src/seed-chat.ts';
import { seedDemoCommunity } from '../../src/seed-community.ts';
import { ADMIN, build, call, MEMBER, signIn } from '../helper.ts';

const app = await build();
const db = app.database.db;
for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);
await seedDemoOffers(db);
await seedDemoCommunity(db, { referralRewardCents: 2500n });
const channelCount = await seedDemoChat(db);

const alex = await signIn(app, MEMBER);
const priya = await signIn(app, { email: 'priya@demo.barterbits.ca', password: DEMO_PASSWORD });
const admin = await signIn(app, ADMIN, 'ADMIN');

describe('demo conversations', () => {
  it("gives alex three conversations, newest first, with priya's thank-you and two group messages unread", async () => {
    expect(channelCount).toBe(3);
    const res = await call(app, 'listChatChannels', { as: alex });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((c: { name: string }) => c.name)).toEqual([
      'Priya S.',
      'Leslieville garden swap',
      'Riverdale Bike Works',
    ]);
    expect(data.map((c: { unreadCount: number }) => c.unreadCount)).toEqual([1, 2, 0]);
    expect(meta.unreadTotal).toBe(3);
    const unread = await call(app, 'getChatUnread', { as: alex });
    expect(unread.json().data).toEqual({ total: 3, channels: 2 });
  });

  it('writes gapless seqs starting with the offer card, and the group makes alex its operator', async () => {
    const { data } = (await call(app, 'listChatChannels', { as: alex })).json();
    for (const channel of data as { id: string; lastSeq: number }[]) {
      const messages = (await call(app, 'listChatMessages', { as: alex, params: { id: channel.id } })).json();
      expect(messages.data.map((m: { seq: number }) => m.seq)).toEqual(
        Array.from({ length: channel.lastSeq }, (_, i) => i + 1),
      );
    }
    const direct = data.find((c: { name: string }) => c.name === 'Priya S.');
    const first = (await call(app, 'listChatMessages', { as: alex, params: { id: direct.id } })).json()
      .data[0];
    expect(first).toMatchObject({ kind: 'OFFER', offer: { available: true, title: 'Vintage road bike' } });
    const group = data.find((c: { name: string }) => c.name === 'Leslieville garden swap');
    const details = (await call(app, 'getChannelDetails', { as: alex, params: { id: group.id } })).json()
      .data;
    expect(details.me).toMatchObject({ isOperator: true, canSend: true });
    expect(details.memberCount).toBe(4);
  });

  it('continues with the next seq when a member sends, and the report is open in the console', async () => {
    const { data } = (await call(app, 'listChatChannels', { as: priya })).json();
    const direct = data.find((c: { name: string }) => c.name === 'Alex M.');
    const sent = await call(app, 'sendChatMessage', {
      as: priya,
      params: { id: direct.id },
      body: { clientId: `c-${randomUUID()}`, kind: 'TEXT', text: 'See you Saturday!' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.seq).toBe(6);

    const reports = (await call(app, 'adminListChatReports', { as: admin })).json();
    expect(reports.data).toHaveLength(1);
    expect(reports.data[0]).toMatchObject({
      reason: 'SCAM_OR_FRAUD',
      status: 'OPEN',
      channelName: 'Leslieville garden swap',
      sender: { name: 'Lina Nguyen' },
    });
  });
});

describe('the demo member who reads French', () => {
  it('camille signs in reading French, with her welcome BITS worded in French and her French offers', async () => {
    const res = await call(app, 'login', {
      body: { email: 'camille@demo.barterbits.ca', password: DEMO_PASSWORD, portal: 'MEMBER' },
    });
    expect(res.statusCode).toBe(200);
    const { user, accessToken } = res.json().data;
    expect(user.language).toBe('fr-CA');
    // No Accept-Language: the answer reads in the account's language.
    const movements = await call(app, 'getTransactionHistory', { as: accessToken });
    expect(movements.statusCode).toBe(200);
    expect(JSON.stringify(movements.json().data)).toContain('Bienvenue');
    const offers = await call(app, 'myOffers', { as: accessToken });
    expect(offers.json().data.map((o: { title: string }) => o.title)).toEqual(
      expect.arrayContaining(['Cours de français conversationnel', 'Vélo de ville avec panier']),
    );
  });
});
