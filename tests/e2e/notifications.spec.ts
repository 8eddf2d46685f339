import { apiLogin, MAPLE, SAM, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const PIN = '2468';

test.describe('notifications', () => {
  test('a gift tells its recipient in-app: the notice opens the gift and is then read', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // maple loads BITS by card and gives sam 7.25 BITS (through the API).
    const maple = await apiLogin(request, MAPLE);
    const load = await request.post('/v1/wallet/load-bits', {
      headers: { ...maple.headers, 'idempotency-key': `e2e-notify-load-${Date.now()}` },
      data: {
        amountCents: 20_00,
        card: {
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          holderName: 'Maple Trading',
        },
        pin: PIN,
      },
    });
    expect(load.ok(), await load.text()).toBe(true);
    const give = (amountCents: number) =>
      request.post('/v1/gift', {
        headers: { ...maple.headers, 'idempotency-key': `e2e-notify-gift-${amountCents}-${Date.now()}` },
        data: { recipientEmail: SAM.email, amountCents, pin: PIN },
      });
    const sent = await give(7_25);
    expect(sent.ok(), await sent.text()).toBe(true);
    expect((await give(3_00)).ok()).toBe(true);
    const giftId = ((await sent.json()) as { data: { gift: { id: string } } }).data.gift.id;

    // sam sees the unread notice on /notification, newest first.
    await signInMember(page, SAM);
    await page.goto('/notification');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    // Two unread notices of one type are grouped; the group opens to show them, newest first.
    const group = page.getByRole('button', { name: '2 new gifts received' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const row = page.getByTestId('notification-row').filter({ hasText: '7.25 BITS' }).first();
    await expect(row).toContainText('7.25 BITS');
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(page.getByRole('main').getByText('2 unread')).toBeVisible();
    // The navigation shows the count on its Notifications link (a badge; the link's description).
    const navLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: 'Notifications',
      exact: true,
    });
    await expect(navLink).toHaveAccessibleDescription('2 unread');
    await expect(navLink.getByTestId('nav-count')).toHaveText('2');
    await expect(navLink.getByTestId('nav-count')).toBeVisible();
    // Newest first: the 3.00 BITS gift came second.
    await expect(page.getByTestId('notification-row').first()).toContainText('3.00 BITS');

    // Opening it lands on the gift and marks the notice read.
    await row.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/bits-gift/${giftId}$`));
    await expect(page.getByRole('heading', { name: 'BITS Gift' })).toBeVisible();
    await page.goto('/notification');
    const opened = page.getByTestId('notification-row').filter({ hasText: '7.25 BITS' }).first();
    await expect(opened).toContainText('7.25 BITS');
    await expect(opened).not.toHaveAttribute('data-unread', 'true');
    await expect(page.getByRole('main').getByText('1 unread')).toBeVisible();
    await expect(navLink).toHaveAccessibleDescription('1 unread');

    // The API agrees; "Mark all as read" leaves nothing unread.
    const samApi = await apiLogin(request, SAM);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
    await expect(navLink).toHaveAccessibleDescription('');
    await expect(navLink.getByTestId('nav-count')).toBeHidden();
    const listed = await request.get(`/v1/notify?userId=${samApi.id}`, { headers: samApi.headers });
    expect(((await listed.json()) as { meta: { unread: number } }).meta.unread).toBe(0);
  });

  test('no notifications yet: the empty state', async ({ page, request }) => {
    // A fresh member at COMPLETED has no notices.
    const email = `notify.${Date.now()}@example.com`;
    const made = await request.post('/v1/testing/users', {
      data: { email, password: 'Notify#Pass1', stage: 'COMPLETED', firstName: 'Nora', lastName: 'Notice' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await signInMember(page, { email, password: 'Notify#Pass1' });
    await page.goto('/notification');
    await expect(page.getByText('You have no notifications yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
