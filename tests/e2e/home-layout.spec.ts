import type { APIRequestContext, Page } from '@playwright/test';
import { ALEX, apiLogin, SAM, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * The home feed on a wide screen shows offers across the width (rows of at least four cards, or short
 * rows side by side filling their space), and on a phone it stays within the screen. Offers are seeded
 * as Sam near Alex (Toronto): a long Product row and a short Cars & Vehicles row (alex's neighbours add
 * to Services).
 */
const TORONTO = { city: 'Toronto', province: 'ON', latitude: 43.6629, longitude: -79.3957 };
const SEEDS: { category: string; details: Record<string, unknown>; count: number }[] = [
  { category: 'Product', details: { condition: 'GOOD', quantity: 1 }, count: 5 },
  { category: 'Services', details: { serviceArea: 'Downtown Toronto' }, count: 1 },
  {
    category: 'Cars & Vehicles',
    details: {
      make: 'Honda',
      model: 'Fit',
      year: 2015,
      mileageKm: 120_000,
      transmission: 'AUTOMATIC',
      fuel: 'GAS',
    },
    count: 2,
  },
];

const seedOffers = async (request: APIRequestContext) => {
  const { headers } = await apiLogin(request, SAM);
  for (const { category, details, count } of SEEDS) {
    for (let i = 1; i <= count; i++) {
      const created = await request.post('/v1/offer', {
        headers,
        data: {
          category,
          title: `Widefeed ${category} ${i}`,
          description: `Offer ${i} of the wide feed check, in ${category}.`,
          priceType: 'Fixed',
          priceCents: 1_000 * i,
          ...TORONTO,
          details,
        },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const published = await request.patch('/v1/offer', {
        headers,
        data: { offerId: (await created.json()).data.id, status: 'ACTIVE', user: 'MEMBER' },
      });
      expect(published.ok(), await published.text()).toBeTruthy();
    }
  }
};

interface RowBox {
  title: string;
  cards: number;
  /** Cards on the row's first line (same top). */
  firstLine: number;
  /** Share of the row's width covered by its first line of cards. */
  fill: number;
  scrolls: boolean;
  top: number;
  left: number;
  right: number;
}

/** Each feed row (a section's list of cards) with its geometry, and the feed's right edge. */
const measureFeed = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const rows: RowBox[] = [];
    for (const section of main.querySelectorAll('section')) {
      const list = section.querySelector('ul');
      if (!list) continue;
      const cards = [...list.children].map((li) => li.getBoundingClientRect());
      const first = cards.filter((r) => Math.abs(r.top - (cards[0]?.top ?? 0)) < 2);
      const box = list.getBoundingClientRect();
      const covered = first.length
        ? Math.max(...first.map((r) => r.right)) - Math.min(...first.map((r) => r.left))
        : 0;
      const s = section.getBoundingClientRect();
      rows.push({
        title: list.getAttribute('aria-label') ?? '',
        cards: cards.length,
        firstLine: first.length,
        fill: covered / box.width,
        scrolls: list.scrollWidth > list.clientWidth + 1,
        top: s.top,
        left: s.left,
        right: s.right,
      });
    }
    const feed = main.querySelector('section')?.parentElement?.getBoundingClientRect();
    return { rows, feedLeft: feed?.left ?? 0, feedRight: feed?.right ?? 0 };
  });

test.describe('home feed layout', () => {
  test('a 1280 px screen fills its rows with offers; a 375 px phone does not overflow', async ({
    page,
    request,
  }) => {
    await seedOffers(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInMember(page, ALEX);
    const feed = page.getByRole('main');
    await expect(
      feed.getByRole('list', { name: 'Product' }).getByRole('article', { name: 'Widefeed Product 5' }),
    ).toBeVisible();
    await expect(feed.getByRole('list', { name: 'Services' })).toBeVisible();
    await expect(feed.getByRole('list', { name: 'Cars & Vehicles' })).toBeVisible();

    const { rows, feedRight } = await measureFeed(page);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      // Four or more cards side by side, or a short row whose cards fill it; nothing hidden sideways.
      expect.soft(row.firstLine >= 4 || row.fill >= 0.8, `${row.title}: ${JSON.stringify(row)}`).toBe(true);
      expect.soft(row.scrolls, `${row.title} scrolls sideways`).toBe(false);
    }
    const product = rows.find((r) => r.title === 'Product');
    expect(product?.firstLine).toBeGreaterThanOrEqual(4);
    // A row starts a new line only when it does not fit beside the previous one: no half-empty lines.
    for (let i = 1; i < rows.length; i++) {
      const prev = rows[i - 1] as RowBox;
      const row = rows[i] as RowBox;
      if (Math.abs(row.top - prev.top) < 2) continue;
      const room = feedRight - prev.right;
      expect
        .soft(
          row.right - row.left,
          `${row.title} would fit beside ${prev.title} (${Math.round(room)} px free)`,
        )
        .toBeGreaterThan(room - 16);
    }
    // The short Cars & Vehicles row (the demo neighbours fill Services) sits beside another row instead of
    // alone across the screen.
    const cars = rows.find((r) => r.title === 'Cars & Vehicles') as RowBox;
    expect(cars.cards).toBeLessThan(4);
    expect(rows.filter((r) => Math.abs(r.top - cars.top) < 2).length).toBeGreaterThan(1);

    // Phone: the rows scroll sideways inside the screen; the page itself does not.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(
      feed.getByRole('list', { name: 'Product' }).getByRole('article', { name: 'Widefeed Product 5' }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - root.clientWidth;
        }),
      )
      .toBeLessThanOrEqual(0);
    const phone = await measureFeed(page);
    for (const row of phone.rows) {
      expect.soft(row.left, `${row.title} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect.soft(row.right, `${row.title} ends inside the screen`).toBeLessThanOrEqual(375);
    }
  });
});
