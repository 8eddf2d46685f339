import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES, PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PASSWORD = 'BarterTest#1';
const PNG = readFileSync(path.join(import.meta.dirname, 'fixtures/profile-photo.png'));

const signIn = async (page: Page, email: string) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('my profile', () => {
  test('a member edits personal info and socials, and adds and removes a photo', async ({
    page,
    request,
  }) => {
    const tag = unique();
    const email = `profile-${tag}@example.com`;
    const created = await request.post('/v1/testing/users', {
      data: { email, password: PASSWORD, stage: 'COMPLETED', firstName: 'Robin', lastName: 'Hart' },
    });
    expect(created.ok()).toBeTruthy();
    await signIn(page, email);

    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal info' });
    await expect(personal.getByText('Robin Hart')).toBeVisible();
    await expect(personal.getByText(email)).toBeVisible();
    await expect(personal.getByRole('link', { name: 'Change e-mail' })).toHaveAttribute(
      'href',
      '/change-email',
    );
    await expect(page.getByRole('link', { name: 'PIN settings' })).toHaveAttribute('href', '/pin');
    await expect(page.getByRole('link', { name: 'Membership', exact: true })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(page.getByRole('link', { name: 'Payment cards' })).toHaveAttribute('href', '/manage-card');
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/current-password',
    );

    // Personal info: a taken username shows the server's message on the field.
    await personal.getByRole('link', { name: 'Edit personal info' }).click();
    await expect(page).toHaveURL(/\/my-profile\/edit-personal-info$/);
    const form = page.getByRole('form', { name: 'Personal info' });
    await form.getByRole('textbox', { name: 'Username' }).fill('samchen7');
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByRole('textbox', { name: 'Bio' }).fill('Hi');
    await form.getByRole('textbox', { name: 'Street address' }).fill('1 Main Street');
    await form.getByRole('textbox', { name: 'City' }).fill('Halifax');
    await form.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Nova Scotia' }).click();
    await form.getByRole('textbox', { name: 'Postal code' }).fill('B3H 1A1');
    await form.getByRole('button', { name: 'Save' }).click();
    // The bio is checked in the browser first.
    await expect(form.getByText(VALIDATION_MESSAGES.bioMin)).toBeVisible();
    await form.getByRole('textbox', { name: 'Bio' }).fill('I fix bikes and bake bread.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(ERROR_MESSAGES.userNameInUse).last()).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile\/edit-personal-info$/);

    const userName = `robin${tag}`.slice(0, 30);
    await form.getByRole('textbox', { name: 'Username' }).fill(userName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible();
    await expect(personal.getByText(`@${userName}`)).toBeVisible();
    await expect(personal.getByText('I fix bikes and bake bread.')).toBeVisible();
    await expect(personal.getByText(/1 Main Street/)).toBeVisible();

    // Socials: http:// is refused, https:// is saved lower-cased.
    await page.getByRole('link', { name: 'Edit socials' }).click();
    const socials = page.getByRole('form', { name: 'Social links' });
    await socials.getByRole('textbox', { name: 'Instagram' }).fill('http://instagram.com/robin');
    await socials.getByRole('button', { name: 'Save' }).click();
    await expect(socials.getByText(VALIDATION_MESSAGES.httpsUrl)).toBeVisible();
    await socials.getByRole('textbox', { name: 'Instagram' }).fill('https://Instagram.com/Robin');
    await expect(socials.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
      'https://instagram.com/robin',
    );
    await socials.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(
      page
        .getByRole('region', { name: 'Socials' })
        .getByRole('link', { name: 'https://instagram.com/robin' }),
    ).toBeVisible();

    // Photo: a file of another type is refused in the browser; a PNG is uploaded and shown.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert').filter({ hasText: VALIDATION_MESSAGES.fileType })).toBeVisible();
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(PROFILE_MESSAGES.photoUpdated)).toBeVisible();
    const avatar = page.getByRole('img', { name: /Profile photo of Robin Hart/ });
    await expect(avatar).toBeVisible();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/);
    const served = await request.get(src as string);
    expect(served.headers()['content-type']).toBe('image/webp');
    // The image really loaded.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    // The same file again is refused before uploading.
    await fileInput.setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: PNG });
    await expect(
      page.getByRole('alert').filter({ hasText: VALIDATION_MESSAGES.fileDuplicate }),
    ).toBeVisible();

    // The public preview shows the photo and bio but no private data.
    await page.getByRole('button', { name: 'View public profile' }).click();
    const preview = page.getByRole('region', { name: 'Public profile preview' });
    await expect(preview.getByText('Robin H.')).toBeVisible();
    await expect(preview.getByText('I fix bikes and bake bread.')).toBeVisible();
    await expect(preview.getByText(/Halifax, Nova Scotia/)).toBeVisible();
    await expect(preview.getByText(email)).toHaveCount(0);
    await expect(preview.getByText(/1 Main Street/)).toHaveCount(0);

    // Remove the photo.
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.photoRemoved)).toBeVisible();
    await expect(page.getByRole('img', { name: /Profile photo of/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
    expect((await request.get(src as string)).status()).toBe(404);
  });

  test('a business member edits business details and categories', async ({ page, request }) => {
    const tag = unique();
    const email = `biz-${tag}@example.com`;
    await request.post('/v1/testing/users', {
      data: {
        email,
        password: PASSWORD,
        stage: 'COMPLETED',
        accountType: 'BUSINESS',
        firstName: 'Dana',
        lastName: 'Price',
        businessName: `Price Repairs ${tag}`,
      },
    });
    await signIn(page, email);
    await page.goto('/my-profile');
    const business = page.getByRole('region', { name: 'Business details' });
    await expect(business.getByText(`Price Repairs ${tag}`)).toBeVisible();

    await business.getByRole('link', { name: 'Edit business details' }).click();
    const form = page.getByRole('form', { name: 'Business details' });
    await form.getByRole('textbox', { name: 'Business name' }).fill('Maple Leaf Bakery');
    await form.getByRole('textbox', { name: 'Website' }).fill('http://price.example.ca');
    await form.getByRole('textbox', { name: 'Business phone number' }).fill('9025550142');
    await form.getByRole('textbox', { name: 'Street address' }).fill('5 Water Street');
    await form.getByRole('textbox', { name: 'City' }).fill('Halifax');
    await form.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Nova Scotia' }).click();
    await form.getByRole('textbox', { name: 'Postal code' }).fill('B3J 1A1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(VALIDATION_MESSAGES.httpsUrl)).toBeVisible();
    await form.getByRole('textbox', { name: 'Website' }).fill('https://price.example.ca');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This business name is already in use.').last()).toBeVisible();
    await form.getByRole('textbox', { name: 'Business name' }).fill(`Price Repairs and Bikes ${tag}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(business.getByText(`Price Repairs and Bikes ${tag}`)).toBeVisible();
    await expect(business.getByRole('link', { name: 'https://price.example.ca' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit categories' }).click();
    const categories = page.getByRole('form', { name: 'Business categories' });
    await categories.getByRole('checkbox').first().check();
    const firstName = (await categories.locator('label').first().textContent()) ?? '';
    await categories.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(
      page.getByRole('region', { name: 'Business categories' }).getByText(firstName.trim(), { exact: true }),
    ).toBeVisible();
  });
});
