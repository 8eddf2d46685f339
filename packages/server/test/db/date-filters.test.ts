/**
 * Every date filter of the API follows one rule (zIsoDay in the contracts): a day that does not exist is a
 * 400 naming the field, for every admin role that may use the list; the last day a date rule accepts is no
 * error; and "from" and "to" take whole UTC days, the day of "to" included. The generated bad-input suite
 * tries impossible days on every date field; this file pins the cases a probe found answering 500.
 */
import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../src/db/schema.ts';
import { createAccount, DEMO_ACCOUNTS } from '../../src/seed.ts';
import { ADMIN, type As, build, call, MEMBER, signIn } from '../helper.ts';
import type { EndpointName } from './probe-helpers.ts';

const app = await build({ seed: false });
const db = app.database.db;
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === ADMIN.email)!);
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === MEMBER.email)!);
const superAdmin = await signIn(app, ADMIN, 'ADMIN');
const member = await signIn(app, MEMBER);

/** A completed support admin (the role with the fewest rights that reads these lists). */
const supportWho = { email: 'support1@admins.example.com', password: 'Staff#Heron77' };
await createAccount(db, {
  ...supportWho,
  role: 'ADMIN',
  adminRole: 'SUPPORT',
  status: 'ACTIVE',
  firstName: 'Sam',
  lastName: 'Support',
  userName: 'support1x',
  mobileNumber: '6135550101',
  city: 'Ottawa',
  province: 'Ontario',
  postalCode: 'K1A 0B1',
});
const support = await signIn(app, supportWho, 'ADMIN');

/** The date filters, with who may call each. */
const FILTERS: [EndpointName, As][] = [
  ['adminListChatReports', support],
  ['listFeedback', support],
  ['listReferrals', superAdmin],
  ['adminWalletTransactions', superAdmin],
  ['adminAnalytics', superAdmin],
  ['getStatement', member],
];

const IMPOSSIBLE = ['2025-02-30', '2025-13-01', '2023-02-29', '0000-01-01', '2025-00-10'];

describe('a day that does not exist is a 400 naming the field', () => {
  for (const [name, as] of FILTERS) {
    it.each(IMPOSSIBLE.flatMap((day) => [['from', day] as const, ['to', day] as const]))(
      `${name}: %s=%s`,
      async (field, day) => {
        const res = await call(app, name, { as, query: { [field]: day } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fieldErrors[field]).toHaveLength(1);
        expect(res.json().fieldErrors[field][0]).toMatch(/date/i);
      },
    );
  }

  it('says so in the same words everywhere the page has no words of its own', async () => {
    const res = await call(app, 'adminListChatReports', { as: support, query: { from: '2025-02-30' } });
    expect(res.json().fieldErrors.from).toEqual([VALIDATION_MESSAGES.date]);
  });
});

describe('the last day a date rule accepts is no error', () => {
  it.each(FILTERS.filter(([name]) => name !== 'adminAnalytics' && name !== 'getStatement'))(
    '%s: to=9999-12-31',
    async (name, as) => {
      const res = await call(app, name, { as, query: { to: '9999-12-31' } });
      expect(res.statusCode, res.body).toBe(200);
    },
  );
});

describe('"from" and "to" are whole UTC days, the day of "to" included', () => {
  it('finds a feedback sent at 23:30 UTC on its own day only', async () => {
    const [row] = await db
      .insert(feedback)
      .values({
        guestEmail: 'late@example.com',
        guestName: 'Late Sender',
        kind: 'FEEDBACK',
        message: 'Sent just before midnight UTC',
        createdAt: new Date('2025-03-10T23:30:00Z'),
      })
      .returning({ id: feedback.id });
    const ids = async (query: Record<string, string>) => {
      const res = await call(app, 'listFeedback', { as: support, query });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: string }[]).map((f) => f.id);
    };
    expect(await ids({ from: '2025-03-10', to: '2025-03-10' })).toContain(row!.id);
    expect(await ids({ to: '2025-03-09' })).not.toContain(row!.id);
    expect(await ids({ from: '2025-03-11' })).not.toContain(row!.id);
  });
});
