import { ADMIN, apiLogin, consoleFilterApplied, signInAdmin } from './support/auth.ts';
import { expect, test } from './support/test.ts';

test.describe('admin console: business categories and pledge', () => {
  test('an admin creates, edits and deletes categories and sets the pledge', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const name = `Pet Care ${suffix}`;
    await signInAdmin(page);

    // The list of the default categories, with sub-category counts.
    await page.getByRole('menuitem', { name: 'Business categories' }).click();
    await expect(page).toHaveURL(/\/admin\/business-categories/);
    const foodRow = page.getByRole('row').filter({ hasText: 'Food & Drink' });
    await expect(foodRow).toContainText('4');

    // Create a category: the edit page opens.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // Its name for members who read French (optional).
    await page.getByLabel('French name').fill(`Soins des animaux ${suffix}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/business-categories\/\d+$/);
    await expect(page.getByText('No sub-categories yet.')).toBeVisible();

    // Add a sub-category under it.
    await page.getByLabel('New sub-category').fill('Dog Walking');
    await page.getByRole('button', { name: 'Add sub-category' }).click();
    const subs = page.getByRole('list', { name: 'Sub-categories' });
    await expect(subs.getByText('Dog Walking')).toBeVisible();

    // Rename the category.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} & Grooming`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    // Delete the sub-category, with a confirmation.
    await subs.getByText('Dog Walking').click();
    await expect(page.getByText(/Sub-category of/)).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete "Dog Walking"?');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No sub-categories yet.')).toBeVisible();

    // The list shows the renamed category with no sub-categories.
    await page.getByRole('menuitem', { name: 'Business categories' }).click();
    await page.getByRole('textbox', { name: /Search/ }).fill(suffix);
    const row = page.getByRole('row').filter({ hasText: `${name} & Grooming` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('0');
    await expect(row).toContainText(`Soins des animaux ${suffix}`);
    // The search is in the address bar before the page is left (its delayed write would bring the list back).
    await consoleFilterApplied(page, 'q');

    // The pledge.
    const text = `I pledge to barter kindly (${suffix}).`;
    await page.getByRole('menuitem', { name: 'Pledge' }).click();
    await expect(page.getByRole('heading', { name: 'Community pledge' })).toBeVisible();
    const english = page.getByRole('textbox', { name: 'Pledge text', exact: true });
    const french = page.getByRole('textbox', { name: 'Pledge text in French' });
    await expect(english).toHaveValue(/I pledge/);
    await expect(french).toHaveValue(/Je m’engage/);
    const original = { description: await english.inputValue(), descriptionFr: await french.inputValue() };
    await english.fill(text);
    await french.fill(`Je m’engage à troquer avec bienveillance (${suffix}).`);
    await page.getByRole('button', { name: 'Save pledge' }).click();
    await expect(page.getByText('The pledge has been saved.')).toBeVisible();

    const { headers } = await apiLogin(request, ADMIN, 'ADMIN');
    const pledge = await request.get('/v1/user/pledge', {
      headers,
    });
    expect((await pledge.json()).data).toMatchObject({
      description: text,
      descriptionFr: `Je m’engage à troquer avec bienveillance (${suffix}).`,
    });

    // Other specs share this server: put the original pledge back.
    const restored = await request.post('/v1/user/pledge', {
      headers,
      data: original,
    });
    expect(restored.ok()).toBe(true);
  });
});
