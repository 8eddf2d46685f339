import { randomUUID } from 'node:crypto';
import { apiLogin, signInAdmin } from './support/auth.ts';
import { makeMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Support tools of the console: a moderator finds a member by username, opens them and changes
 * their sign-in address after re-entering their own password; the member signs in with the new address
 * only. Support staff (read only) see no such button.
 */
const MODERATOR = { email: 'moderator@barterbits.ca', password: 'BarterAdmin#1' };
const HELPDESK = { email: 'helpdesk@barterbits.ca', password: 'BarterAdmin#1' };
const PASSWORD = 'ToolsPass#2026';

test('a moderator finds a member by username and changes their e-mail; support may not', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const userName = `quinn${randomUUID().slice(0, 6)}`;
  const member = await makeMember(request, 'Quinn', 'Harbour', {
    prefix: 'tools',
    password: PASSWORD,
    userName,
  });
  const newEmail = `tools.moved.${randomUUID().slice(0, 8)}@example.com`;

  await signInAdmin(page, MODERATOR);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const field = page.getByRole('textbox', { name: 'Find member by username' });
  await field.fill(userName.slice(0, 7));
  await field.press('Enter');
  const match = page
    .getByRole('list', { name: /^Members matching/ })
    .getByRole('link', { name: `Quinn Harbour (@${userName}), Active` });
  await expect(match).toBeVisible();
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/show`));

  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `Change e-mail of ${member.email}` });
  await dialog.getByLabel('New e-mail address').fill(newEmail);
  await dialog.getByLabel('Reason').fill('The member lost access to the old mailbox (ticket 4411).');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Your password').fill(MODERATOR.password);
  await dialog.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(
    page.getByText("The member's email address was changed. Both addresses were told."),
  ).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // The member signs in with the new address, not the old one.
  await apiLogin(request, { email: newEmail, password: PASSWORD });
  const old = await request.post('/v1/user/login', {
    data: { email: member.email, password: PASSWORD, portal: 'MEMBER' },
  });
  expect(old.status()).toBe(401);

  // Support staff read the same page without the button.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInAdmin(page, HELPDESK);
  await page.goto(`/admin/users/${member.id}/show`);
  await expect(page.getByText(newEmail).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change e-mail' })).toHaveCount(0);
});
