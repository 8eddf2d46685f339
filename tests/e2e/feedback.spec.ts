import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Credentials, consoleFilterApplied, newPage, signInAdmin } from './support/auth.ts';
import { makeMember, signedIn } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Feedback: a member sends feedback with a screenshot and a visitor sends feedback after the
 * self-hosted robot check; a moderator finds the member's feedback, sees the screenshot and answers it; the
 * member is told and reads the answer under "Your feedback".
 */
const MODERATOR: Credentials = { email: 'moderator@barterbits.ca', password: 'BarterAdmin#1' };
const SCREENSHOT = path.join(import.meta.dirname, 'fixtures/profile-photo.png');

test('a member sends feedback with a screenshot; a moderator answers; the member reads the answer', async ({
  request,
}) => {
  test.setTimeout(150_000);
  const member = await makeMember(request, 'Fiona', 'Feedback', { prefix: 'fb', password: 'Feedback#2026' });
  const subject = `Search by postal code ${randomUUID().slice(0, 6)}`;
  const page = await signedIn(member);

  // From the Need Help popover to the form.
  await page.getByRole('button', { name: 'Need Help' }).click();
  await page.getByRole('link', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Send feedback' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Send', exact: true });
  await send.click(); // nothing filled in: the form says what is missing and sends nothing
  await expect(page.getByText(/message/i).first()).toBeVisible();

  await page.getByRole('radio', { name: 'Suggestion' }).check();
  await page.getByRole('radio', { name: '4 Hearts' }).check();
  await page.getByRole('textbox', { name: 'Subject (optional)' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('Please let me search offers near a postal code, not only a city.');
  await page.getByLabel('Screenshot file').setInputFiles(SCREENSHOT);
  await expect(page.getByRole('img', { name: /^Screenshot preview/ })).toBeVisible();
  await send.click();
  await expect(page).toHaveURL(/\/submit-successfully$/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'See your feedback' }).click();
  const mine = page.getByRole('article', { name: subject });
  await expect(mine.getByText('New')).toBeVisible();

  // A moderator sees it as unanswered, with its screenshot, and answers it.
  const admin = await newPage();
  await signInAdmin(admin, MODERATOR);
  await expect(admin.getByRole('menuitem', { name: /^Feedback, \d+ unanswered$/ })).toBeVisible();
  await admin.getByRole('menuitem', { name: /^Feedback/ }).click();
  await admin.getByPlaceholder('Search subject, message, name or email').fill(subject);
  await consoleFilterApplied(admin, 'q');
  await admin.getByRole('cell', { name: subject }).click();
  await expect(admin.getByRole('heading', { name: 'Suggestion from Fiona Feedback' })).toBeVisible();
  await admin.getByRole('button', { name: 'View screenshot' }).click();
  const shot = admin.getByRole('dialog').getByRole('img');
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await admin.keyboard.press('Escape');

  const answer = 'Thanks Fiona: postal code search is planned for the spring.';
  await admin.getByRole('button', { name: 'Answer' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send an answer?' });
  await dialog.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Your answer has been sent.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Answer' })).toBeHidden();

  // The member is told, and the notice opens the answered feedback.
  await page.goto('/notification');
  const notice = page.getByTestId('notification-row').filter({ hasText: 'We answered your feedback' });
  await expect(notice).toContainText(subject);
  await notice.getByRole('button').click();
  await expect(page).toHaveURL(/\/feedback\?id=/);
  const answered = page.getByRole('article', { name: subject });
  await expect(answered.getByText('Answered')).toBeVisible();
  await expect(answered.getByRole('region', { name: 'Our answer' })).toContainText(answer);
  await admin.context().close();
  await page.context().close();
});

test('a visitor sends feedback after the robot check', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Need Help' }).click();
  await page.getByRole('link', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/guest-feedback$/);
  await expect(page.getByRole('heading', { name: 'Send us feedback' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Your email' }).fill(email);
  await page.getByRole('textbox', { name: 'Your name (optional)' }).fill('Gus');
  await page.getByRole('radio', { name: 'Feedback' }).check();
  await page.getByRole('radio', { name: '5 Hearts' }).check();
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('I heard about BarterBits from a neighbour; when do you open in Halifax?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/submit-successfully$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
