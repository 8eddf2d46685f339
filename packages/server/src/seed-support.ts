/**
 * Demo support data, seeded on a real start only, after the demo community and chat: so that
 * the console's Feedback list (with its unanswered badge), a member's "Your feedback" and the dashboard's
 * "Searches that found nothing" are alive after `npm start`.
 *
 * - priya's suggestion (NEW) and a visitor's question (NEW), which with omar's report make the badge's three unanswered items;
 * - omar's problem report about a statement, IN_PROGRESS with an internal note, with the context the app
 *   attaches (page, app version, browser);
 * - alex's feedback, ANSWERED by the demo admin: his /feedback shows the answer;
 * - searches that found nothing over the last days, in the marketplace's time zone;
 * - three neighbours' donations to the Community Fund (/donate), so the fund is not empty.
 */
import { ANALYTICS_TIME_ZONE } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { feedback, searchMisses, users } from './db/schema.ts';
import { postDonation } from './modules/donations/donations.service.ts';
import { localDay } from './modules/wallet/calendar.ts';
import { balanceOf, findByIdempotencyKey } from './modules/wallet/ledger.ts';

const HOUR = 60 * 60_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const idOf = async (db: DbOrTx, email: string): Promise<string> => {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`seed-support: demo account ${email} is missing`);
  return u.id;
};

/** Writes the demo feedback and search misses; answers how many feedback rows it wrote. */
export async function seedDemoSupport(db: DbOrTx, now = new Date()): Promise<number> {
  const [alex, priya, omar, admin] = await Promise.all([
    idOf(db, 'alex@demo.barterbits.ca'),
    idOf(db, 'priya@demo.barterbits.ca'),
    idOf(db, 'omar@demo.barterbits.ca'),
    idOf(db, 'admin@barterbits.ca'),
  ]);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const rows: (typeof feedback.$inferInsert)[] = [
    {
      userId: priya,
      kind: 'SUGGESTION',
      rating: 5,
      subject: 'Saved searches',
      message:
        'Could I save a search and be told when a new offer matches it? I keep looking for garden tools.',
      context: { route: '/search-product', appVersion: '0.1.0', userAgent: BROWSER },
      createdAt: ago(5),
      updatedAt: ago(5),
    },
    {
      guestEmail: 'jamie.visitor@example.com',
      guestName: 'Jamie',
      kind: 'FEEDBACK',
      rating: 4,
      message: 'Does BarterBits work in Halifax yet? A few neighbours here would like to trade services.',
      context: { route: '/sign-in', appVersion: '0.1.0', userAgent: BROWSER },
      createdAt: ago(20),
      updatedAt: ago(20),
    },
    {
      userId: omar,
      kind: 'PROBLEM',
      subject: 'Statement PDF cut off',
      message: 'The PDF statement for last month cuts the longest description in half.',
      steps: 'Open My Wallet, then Statement, choose last month and download the PDF.',
      context: { route: '/my-wallet/statement', appVersion: '0.1.0', userAgent: BROWSER },
      status: 'IN_PROGRESS',
      internalNote: 'Reproduced with a 200-character description; the PDF column needs wrapping.',
      createdAt: ago(30),
      updatedAt: ago(26),
    },
    {
      userId: alex,
      kind: 'FEEDBACK',
      rating: 5,
      subject: 'Great first trade',
      message: 'My first barter went smoothly and the BITS arrived at once. Thank you!',
      context: { route: '/my-wallet', appVersion: '0.1.0', userAgent: BROWSER },
      status: 'ANSWERED',
      answer: 'Thank you, Alex! We are glad the trade went well. Happy bartering.',
      answeredAt: ago(44),
      answeredBy: admin,
      createdAt: ago(48),
      updatedAt: ago(44),
    },
  ];
  await db.insert(feedback).values(rows);

  const misses: [number, string, string, number][] = [
    [0, 'snow blower', 'Product', 3],
    [1, 'snow blower', '', 2],
    [1, 'piano lessons', 'Services', 2],
    [2, 'electric cargo bike', '', 1],
    [3, 'cottage muskoka', 'Vacation Rentals', 2],
  ];
  await db.insert(searchMisses).values(
    misses.map(([daysAgo, query, category, count]) => ({
      day: localDay(ago(daysAgo * 24), ANALYTICS_TIME_ZONE),
      query,
      category,
      count,
    })),
  );
  await seedDemoDonations(db);
  return rows.length;
}

/** The demo donations: donor, amount (cents), message, and the fixed Idempotency-Key that makes each one once. */
const DEMO_DONATIONS: [email: string, cents: bigint, message: string | null, key: string][] = [
  ['priya@demo.barterbits.ca', 10_00n, 'For the Leslieville seed library.', 'seed-donation-priya-1'],
  ['omar@demo.barterbits.ca', 25_00n, 'Free tune-ups for new members this spring.', 'seed-donation-omar-1'],
  ['lina@demo.barterbits.ca', 5_00n, null, 'seed-donation-lina-1'],
];

/**
 * Gives the demo donations through the ledger, each under its own fixed Idempotency-Key, so running
 * it again moves nothing twice. A donor whose wallet is short is skipped (the server tests seed no
 * welcome BITS). Answers how many demo donations the fund holds after the run.
 */
export async function seedDemoDonations(db: DbOrTx): Promise<number> {
  let made = 0;
  for (const [email, cents, message, key] of DEMO_DONATIONS) {
    const donorId = await idOf(db, email);
    const done = await findByIdempotencyKey(db, donorId, key);
    if (!done && (await balanceOf(db, donorId)) < cents) continue;
    await postDonation(db, { donorId, amountCents: cents, message, idempotencyKey: key });
    made++;
  }
  return made;
}
