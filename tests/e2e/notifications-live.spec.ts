import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, MAPLE, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';
import { DEMO_PIN, loadBits } from './support/wallet.ts';

/**
 * Notifications.
 *
 * A barter request made by another member appears live on /notification (no reload) with the navigation's
 * badge, and opens the request.
 *
 * Settings: a member turns e-mail off for gifts on /notification/settings and still
 * gets the gift's in-app notice, with no e-mail; turned back on, the next gift's e-mail arrives, once, with a
 * link that stops them. The e-mail goes out after the answer, so "no e-mail for the first gift" is proven by
 * the second gift's e-mail arriving alone.
 */
const PASSWORD = 'Settings#Pass1';

interface Mail {
  template: string;
  links: string[];
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/v1/testing/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** Maple (a demo member) gives the member 1.00 BITS: the gift's id. */
async function giftFromMaple(request: APIRequestContext, to: string): Promise<string> {
  const maple = await apiLogin(request, MAPLE);
  await loadBits(request, maple.headers, 100);
  const sent = await request.post('/v1/gift', {
    headers: { ...maple.headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { recipientEmail: to, amountCents: 100, pin: DEMO_PIN },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { data: { gift: { id: string } } }).data.gift.id;
}

/** Flips a switch on the settings page and waits until the page says it is saved, naming the change. */
async function toggle(page: Page, name: string, to: boolean) {
  const control = page.getByRole('switch', { name });
  await control.click();
  const saved = page.getByRole('alert').filter({ hasText: `${name} is ${to ? 'on' : 'off'}. Saved.` });
  await expect(saved).toBeVisible();
  if (to) await expect(control).toBeChecked();
  else await expect(control).not.toBeChecked();
  await saved.getByRole('button', { name: 'Close notification' }).click();
  await expect(saved).toBeHidden();
}

test('a member turns off e-mail for gifts and still gets the in-app notice', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `settings.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Tess', lastName: 'Quiet' },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await signInMember(page, { email, password: PASSWORD });
  await page.goto('/notification');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/notification\/settings$/);
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'E-mail for Gifts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'In-app for System notices' })).toBeDisabled();
  await toggle(page, 'E-mail for Gifts', false);
  // Saved on the server: a reload shows it off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail for Gifts' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'In-app for Gifts' })).toBeChecked();

  const quietGift = await giftFromMaple(request, email);
  await page.goto('/notification');
  await expect(page.getByText('You received a BITS gift').first()).toBeVisible();

  // E-mail back on: the next gift's e-mail arrives, and it is the only gift e-mail this member ever got.
  await page.goto('/notification/settings');
  await toggle(page, 'E-mail for Gifts', true);
  const mailedGift = await giftFromMaple(request, email);
  await expect
    .poll(async () => (await mailsTo(request, email)).filter((m) => m.template === 'gift-received').length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = (await mailsTo(request, email)).filter((m) => m.template === 'gift-received');
  expect(mail!.links.some((l) => l.includes(mailedGift))).toBe(true);
  expect(mail!.links.some((l) => l.includes(quietGift))).toBe(false);
  // Its last link turns gift e-mails off again, without signing in.
  const unsubscribe = mail!.links.at(-1)!;
  expect(unsubscribe).toContain('/v1/notify/unsubscribe?token=');
  const answered = await request.get(unsubscribe.replace(/^https?:\/\/[^/]+/, ''));
  expect(answered.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail for Gifts' })).not.toBeChecked();
});

test('a barter request by another member appears live on /notification with its badge and opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `live.${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/v1/testing/users', {
    data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Lou', lastName: 'Listener' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const buyer = await apiLogin(request, { email, password: PASSWORD });

  await signInMember(page, { email, password: PASSWORD });
  await page.goto('/notification');
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();
  const navLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Notifications' });
  await expect(navLink).toHaveAccessibleDescription('');

  // Maple (a demo business) asks this member to pay for one of its offers.
  const maple = await apiLogin(request, MAPLE);
  const offers = await request.get('/v1/offer/my-offers?limit=20', { headers: maple.headers });
  const offer = ((await offers.json()) as { data: { id: string; status: string }[] }).data.find(
    (o) => o.status === 'ACTIVE',
  );
  expect(offer, 'maple has an active offer').toBeTruthy();
  const made2 = await request.post('/v1/purchase/barter-request', {
    headers: { ...maple.headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { buyerId: buyer.id, offerId: offer!.id, amountCents: 1_500 },
  });
  expect(made2.ok(), await made2.text()).toBe(true);
  const requestId = ((await made2.json()) as { data: { id: string } }).data.id;

  // It arrives without a reload: the row and the badge.
  const row = page.getByRole('button', { name: /New barter request \(unread\)/ });
  await expect(row).toBeVisible();
  await expect(navLink).toHaveAccessibleDescription('1 unread');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/my-wallet/barter-requests/${requestId}$`));
  await expect(navLink).toHaveAccessibleDescription('');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('without push the Push switches are off and disabled; each change says it is saved, under no back link', async ({
    page,
    request,
  }) => {
    const email = `settings.phone.${randomUUID().slice(0, 8)}@example.com`;
    const made = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Pia', lastName: 'Phone' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await signInMember(page, { email, password: PASSWORD });
    await page.goto('/notification/settings');
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
    // This server has no push: the page says so in plain words, and no Push switch can be used.
    await expect(page.getByTestId('push-support')).toHaveText(
      'Push notifications are not available on BarterBits yet. You get your notices in the app and by e-mail.',
    );
    const pushSwitches = page.getByRole('switch', { name: /^Push for / });
    expect(await pushSwitches.count()).toBeGreaterThan(0);
    for (const s of await pushSwitches.all()) {
      await expect(s).toBeDisabled();
      await expect(s).not.toBeChecked();
    }
    // A change is confirmed by a banner naming it, which leaves the page's back link uncovered.
    await page.getByRole('switch', { name: 'E-mail for Gifts' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'E-mail for Gifts is off. Saved.' });
    await expect(saved).toBeVisible();
    const banner = (await saved.boundingBox())!;
    const back = (await page.getByRole('link', { name: 'Back to notifications' }).boundingBox())!;
    expect(
      banner.y + banner.height <= back.y || back.y + back.height <= banner.y,
      `the banner (${banner.y}–${banner.y + banner.height}) leaves the back link (${back.y}–${back.y + back.height}) free`,
    ).toBe(true);
  });
});
