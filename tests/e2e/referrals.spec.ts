import { REFERRAL_MESSAGES, REFERRAL_STATE_LABELS, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { ALEX, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/**
 * Invite a friend: alex's invite link, code and invites from the demo data (priya rewarded,
 * lina signed up, jamie.friend@example.com still invited), an e-mail invitation, and a visitor opening
 * alex's invite link on the sign-up page.
 */
const ALEX_CODE = 'ALEX2468';

test.describe('invite a friend', () => {
  test('alex sees his link, copies it, sees his invites and their states, and invites a friend by email', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInMember(page, ALEX);
    await page.goto('/invite-a-friend');

    await expect(page.getByRole('heading', { name: 'Invite a Friend', level: 1 })).toBeVisible();
    // The navbar is hidden here (spec §2): the page has its own way back.
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

    // The link and code, copied with a confirmation.
    const link = page.getByRole('textbox', { name: 'Invite link' });
    await expect(link).toHaveValue(new RegExp(`/sign-up\\?ref=${ALEX_CODE}$`));
    await expect(page.getByTestId('invite-code')).toHaveText(ALEX_CODE);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/sign-up\\?ref=${ALEX_CODE}$`),
    );

    // How the reward works comes from the server's rules.
    const reward = page.getByRole('region', { name: 'How the reward works' });
    await expect(reward).toContainText(/You earn [\d,.]+ BITS/);
    await expect(reward).toContainText('a first successful barter with someone other than you');

    // The invites with their states: priya rewarded, lina signed up, jamie still invited.
    const invites = page.getByRole('list', { name: 'Your invites' });
    const row = (text: string | RegExp) => invites.getByTestId('referral-row').filter({ hasText: text });
    await expect(row('Priya S.')).toContainText(REFERRAL_STATE_LABELS.REWARDED);
    await expect(row('Priya S.')).toContainText(/You earned [\d,.]+ BITS/);
    await expect(row('Lina N.')).toContainText(REFERRAL_STATE_LABELS.REGISTERED);
    await expect(row('jamie.friend@example.com')).toContainText(REFERRAL_STATE_LABELS.INVITED);

    // An e-mail invitation: the address is checked, then the invite shows in the list.
    const form = page.getByRole('form', { name: 'Invite a friend by email' });
    await form.getByRole('textbox', { name: "Friend's email" }).fill('not-an-address');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    const friend = `friend.${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: "Friend's email" }).fill(friend);
    // The note is the member's own words: a web address in it is refused beside the field.
    const note = form.getByRole('textbox', { name: 'Personal note (optional)' });
    await note.fill('Deals at www.cheap-deals.biz');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText(REFERRAL_MESSAGES.noLinks)).toBeVisible();
    await note.fill('Come barter with me!');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(REFERRAL_MESSAGES.inviteSent)).toBeVisible();
    await expect(row(friend)).toContainText(REFERRAL_STATE_LABELS.INVITED);
    await expect(form.getByRole('textbox', { name: "Friend's email" })).toHaveValue('');

    // Back home.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor opens the invite link and is told who invited them; an unknown code does not block sign-up', async ({
    page: visitor,
  }) => {
    await visitor.goto(`/sign-up?ref=${ALEX_CODE}`);
    await expect(visitor.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(visitor.getByText('Invited by Alex M.')).toBeVisible();

    await visitor.goto('/sign-up?ref=NOTACODE9');
    await expect(visitor.getByText(REFERRAL_MESSAGES.codeUnknown, { exact: false })).toBeVisible();
    await expect(visitor.getByText(/Invited by/)).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await visitor.context().close();
  });
});
