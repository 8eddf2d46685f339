import { REFERRAL_STATE_LABELS } from '@barterbits/contracts';
import { consoleFilterApplied, signInAdmin } from './support/auth.ts';
import { reportAReviewOfAlex } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * The console's community resources on the demo data: reviews filtered by hearts, one review
 * with its reply, action summary and like/dislike history; the reported reviews list; and referrals with
 * alex's rewarded referral of priya.
 */
test.describe('admin console: reviews and referrals', () => {
  test('the admin filters reviews by hearts, opens one and sees its history, then finds alex’s rewarded referral', async ({
    page,
    request,
  }) => {
    // A member reports a review of alex, so Reported reviews has a row whatever ran before.
    await reportAReviewOfAlex(request);
    await signInAdmin(page);

    // Reviews, filtered to 4 hearts: lina's review of alex is there, and every row has 4 hearts.
    await page.getByRole('menuitem', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reviews/);
    await page.getByRole('combobox', { name: 'Hearts' }).click();
    await page.getByRole('option', { name: '4 Hearts' }).click();
    await consoleFilterApplied(page, 'hearts');
    const linaRow = page.getByRole('row').filter({ hasText: 'Patient teacher' });
    await expect(linaRow).toBeVisible();
    await expect(linaRow).toContainText('4 Hearts');
    await expect(linaRow).toContainText(/Lina N/);
    await expect(page.locator('tbody tr').filter({ hasText: '5 Hearts' })).toHaveCount(0);

    // The review: its text, no reply yet, the action summary and the like/dislike history.
    await linaRow.getByText('Patient teacher', { exact: false }).click();
    await expect(page).toHaveURL(/\/admin\/reviews\/[^/]+\/show$/);
    await expect(page.getByRole('heading', { name: '4 Hearts', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Text' })).toContainText(
      'Patient teacher and good exercises',
    );
    await expect(page.getByRole('region', { name: 'Reply' })).toContainText('No reply.');
    const summary = page.getByRole('region', { name: 'Action summary' });
    await expect(summary).toContainText('Likes');
    await expect(summary).toContainText('Votes cast');
    const history = page.getByRole('table', { name: 'Like / dislike history' });
    await expect(history.getByRole('row').filter({ hasText: /Priya S/ })).toContainText('Like');
    await expect(history.getByRole('row').filter({ hasText: 'Dislike' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Disable review' })).toBeVisible();

    // Disabling asks for a reason in a confirmation dialog (cancelled here: the demo review stays).
    await page.getByRole('button', { name: 'Disable review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this review?' });
    await dialog.getByRole('button', { name: 'Disable review' }).click();
    await expect(dialog).toContainText('Please give the reason for disabling this review.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Reported reviews: the list opens with its export.
    await page.getByRole('menuitem', { name: 'Reported reviews' }).click();
    await expect(page).toHaveURL(/\/admin\/reported-reviews/);
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /It.s spam: \d/ })
        .first(),
    ).toBeVisible();

    // Referrals: alex's referral of priya was rewarded, with its reward transaction.
    await page.getByRole('menuitem', { name: 'Referrals' }).click();
    await expect(page).toHaveURL(/\/admin\/referrals/);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: REFERRAL_STATE_LABELS.REWARDED }).click();
    await consoleFilterApplied(page, 'state');
    const rewarded = page
      .getByRole('row')
      .filter({ hasText: /Alex M/ })
      .filter({ hasText: /Priya S/ });
    await expect(rewarded).toHaveCount(1);
    await expect(rewarded).toContainText(REFERRAL_STATE_LABELS.REWARDED);
    await expect(rewarded).toContainText(/[\d,.]+ BITS/);
    // Its date filter is written as the table's dates are: a day that does not exist is refused with a
    // hint, "2020-01-05" is read and shown as "Jan 5, 2020", and the list keeps the referral.
    const from = page.getByRole('textbox', { name: 'Created from' });
    await from.fill('Feb 30, 2020');
    await from.press('Tab');
    await expect(page.getByText('Enter a date like Nov 28, 2026.')).toBeVisible();
    await from.fill('2020-01-05');
    await from.press('Enter');
    await expect(from).toHaveValue('Jan 5, 2020');
    await expect(page.getByText('Enter a date like Nov 28, 2026.')).toHaveCount(0);
    await expect
      .poll(
        () => (JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as { from?: string }).from,
      )
      .toBe('2020-01-05');
    await expect(rewarded).toHaveCount(1);
    await rewarded.getByText(/Priya S/).click();
    await expect(page).toHaveURL(/\/admin\/referrals\/[^/]+\/show$/);
    await expect(page.getByRole('heading', { name: /Referral by Alex M/, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Referral' })).toContainText(/BB-[0-9A-Z]{8}/);
    // A rewarded referral cannot be voided.
    await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);
  });
});
