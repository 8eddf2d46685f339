/**
 * The demo support data reads as the feedback and analytics services show it: three unanswered
 * items, alex's answered feedback without the internal notes, and the searches
 * that found nothing on the dashboard.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, DEMO_NEIGHBOURS, seedDemoOffers } from '../../src/seed.ts';
import { seedDemoSupport } from '../../src/seed-support.ts';
import { ADMIN, build, call, MEMBER, signIn } from '../helper.ts';

const app = await build();
const db = app.database.db;
for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);
await seedDemoOffers(db);
const written = await seedDemoSupport(db);

const admin = await signIn(app, ADMIN, 'ADMIN');
const alex = await signIn(app, MEMBER);

describe('demo support data', () => {
  it('gives the console four feedback items, three of them unanswered (new or in progress), newest first', async () => {
    expect(written).toBe(4);
    const count = await call(app, 'getFeedbackCount', { as: admin });
    expect(count.json().data).toEqual({ feedbackCount: 3 });
    const list = await call(app, 'listFeedback', { as: admin });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as { kind: string; status: string }[];
    expect(items.map((f) => [f.kind, f.status])).toEqual([
      ['SUGGESTION', 'NEW'],
      ['FEEDBACK', 'NEW'],
      ['PROBLEM', 'IN_PROGRESS'],
      ['FEEDBACK', 'ANSWERED'],
    ]);
  });

  it("shows alex his answered feedback, with the answer and without the team's notes", async () => {
    const mine = await call(app, 'listMyFeedback', { as: alex });
    expect(mine.statusCode, mine.body).toBe(200);
    const [only, ...more] = mine.json().data as Record<string, unknown>[];
    expect(more).toEqual([]);
    expect(only).toMatchObject({ status: 'ANSWERED', subject: 'Great first trade' });
    expect(String(only!.answer)).toContain('Thank you, Alex!');
    expect(only).not.toHaveProperty('internalNote');
  });

  it('puts the searches that found nothing on the dashboard', async () => {
    const stats = await call(app, 'adminAnalyticsStats', { as: admin });
    expect(stats.statusCode, stats.body).toBe(200);
    const queries = (
      stats.json().data.unmetQueries as { query: string; category: string; count: number }[]
    ).map((q) => `${q.query}|${q.category}|${q.count}`);
    expect(queries).toEqual(
      expect.arrayContaining(['snow blower|Product|3', 'snow blower||2', 'piano lessons|Services|2']),
    );
  });
});
