import type { Locator, Page } from '@playwright/test';
import { ALEX, apiLogin, SAM } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * A member's whole journey by keyboard alone: after the first page load nothing is clicked or filled,
 * only keys are pressed (Tab, Shift+Tab, Enter, Space and typing into what has focus). The test waits
 * for what a keyboard user reaches, never for a fixed number of presses, and checks that each control
 * used shows where focus is.
 */
const TORONTO = { city: 'Toronto', province: 'ON', latitude: 43.6629, longitude: -79.3957 };
const OFFER = {
  category: 'Product',
  title: 'Tabbington brass lantern',
  description: 'A brass camping lantern with a glass chimney, restored and working. Wick included.',
  priceType: 'Fixed',
  priceCents: 4_500,
  ...TORONTO,
  details: { condition: 'GOOD', quantity: 1 },
};

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page; fails
 * after `max` presses. Waits first for the target to be on the page (it may still be loading).
 */
async function tabTo(page: Page, target: Locator, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with at most ${max} presses of ${key}`).toBeFocused({ timeout: 1_000 });
}

/**
 * The focused control shows it: an outline of at least 2 px (a text field: its 2 px focused border),
 * and it is on screen.
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const ring = await target.evaluate((el) => {
    const field = el.matches('input, textarea') ? el.closest('.MuiInputBase-root') : null;
    const border = field?.querySelector('fieldset');
    if (border) return Number.parseFloat(getComputedStyle(border).borderTopWidth);
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
  });
  expect(ring, 'focus indicator width (px)').toBeGreaterThanOrEqual(2);
}

test.describe('keyboard only', () => {
  test('a member signs in, searches, opens an offer and favourites it without a mouse', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Another member's offer near Alex (Toronto), to be found by search.
    const sam = await apiLogin(request, SAM);
    const created = await request.post('/v1/offer', { headers: sam.headers, data: OFFER });
    expect(created.ok(), await created.text()).toBeTruthy();
    const offerId: string = (await created.json()).data.id;
    const published = await request.patch('/v1/offer', {
      headers: sam.headers,
      data: { offerId, status: 'ACTIVE', user: 'MEMBER' },
    });
    expect(published.ok(), await published.text()).toBeTruthy();

    // Sign in: the e-mail field has focus when the page opens; Tab to the password, Enter submits.
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, email, 3);
    await expectVisibleFocus(email);
    await page.keyboard.type(ALEX.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await tabTo(page, password, 3);
    await expectVisibleFocus(password);
    await page.keyboard.type(ALEX.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();

    // Home: "Skip to content" comes first and shows when focused; it jumps over header and navigation.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip, 3);
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const homeSearch = page.getByRole('combobox', { name: 'Search offers' });
    await tabTo(page, homeSearch, 3);
    await expectVisibleFocus(homeSearch);
    await page.keyboard.type('tabbington');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-product\?q=tabbington$/);
    await expect(page.getByRole('heading', { name: 'Search offers' })).toBeVisible();

    // Results: Tab to the offer's card (its link) and open it with Enter.
    const card = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('article', { name: OFFER.title, exact: true });
    const cardLink = card.getByRole('link');
    await tabTo(page, cardLink, 40);
    await expectVisibleFocus(cardLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/offers\\?offerId=${offerId}$`));
    await expect(page.getByRole('heading', { name: OFFER.title, level: 1 })).toBeVisible();

    // The heart: Tab to it, Space toggles it; it keeps focus and says it is on.
    const add = page.getByRole('button', { name: `Add ${OFFER.title} to favourites` });
    await tabTo(page, add, 40);
    await expectVisibleFocus(add);
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    // Focused, the heart shows its hint too.
    await expect(page.getByTestId('hint')).toHaveText('Add to favourites');
    await page.keyboard.press('Space');
    await expect(page.getByText('Added to your favourites.')).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove ${OFFER.title} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeFocused();

    // Back up to the navigation (Shift+Tab), Offers, then "My favourites": the offer is there.
    const offersLink = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Offers', exact: true });
    await tabTo(page, offersLink, 40, 'Shift+Tab');
    await expectVisibleFocus(offersLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { name: 'Offers', exact: true })).toBeVisible();
    const favouritesLink = page.getByRole('link', { name: 'My favourites' });
    await tabTo(page, favouritesLink, 20);
    await expectVisibleFocus(favouritesLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-favourite$/);
    await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible();
    const saved = page
      .getByRole('list', { name: 'Favourite offers' })
      .getByRole('article', { name: OFFER.title, exact: true });
    await expect(saved).toBeVisible();
    await expect(
      saved.getByRole('button', { name: `Remove ${OFFER.title} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
