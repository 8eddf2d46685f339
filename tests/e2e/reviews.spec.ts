import { REVIEW_MESSAGES } from '@barterbits/contracts';
import type { Page } from '@playwright/test';
import { ALEX, apiLogin, DEMO_PASSWORD, newPage, signInMember } from './support/auth.ts';
import { expectPhoneFriendly, settled } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

/**
 * Heart reviews in the member app, on the demo community (packages/server/src/seed-community.ts): Lina
 * reviewed Alex (4 hearts, no reply), Alex bought a tune-up from Omar (Riverdale Bike Works) and has
 * not reviewed it yet, Priya liked Lina's review.
 */
const PRIYA = { email: 'priya@demo.barterbits.ca', password: DEMO_PASSWORD };
const OMAR = { email: 'omar@demo.barterbits.ca', password: DEMO_PASSWORD };

/** How a hearts summary counts reviews. */
const reviewsText = (n: number) => (n === 0 ? 'No reviews yet' : n === 1 ? '1 review' : `${n} reviews`);

const review = (page: Page, by: string) => page.getByRole('article', { name: `Review by ${by}` });

test.describe('reviews', () => {
  test('Alex replies to a review and reviews his bike shop; Priya votes on and reports a review of Alex', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const alexId = (await apiLogin(request, ALEX)).id;
    const omarId = (await apiLogin(request, OMAR)).id;
    const reply = 'Thanks Lina! Next lesson starts on time, promise.';
    const text = 'Fast tune-up, fair price, and the bike rides like new.';

    // Alex's own reviews: Lina's 4 hearts under Received, from a verified barter, waiting for a reply.
    await signInMember(page, ALEX);
    await page.goto('/rating-review');
    await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Received/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('review-summary')).toBeVisible();
    const lina = review(page, 'Lina N.');
    await expect(lina.getByRole('img', { name: '4 Hearts' })).toBeVisible();
    await expect(lina.getByTestId('review-trade')).toHaveText(
      'Verified barter of 80.00 BITS™ · Guitar lessons for beginners',
    );
    // Nobody votes on reviews about themself.
    await expect(lina.getByTestId('like-button')).toBeDisabled();

    // He replies: the reply shows under the review, and can be edited.
    await lina.getByRole('link', { name: 'Reply' }).click();
    await expect(page).toHaveURL(/\/rating-review\/[^/]+\/reply-review$/);
    await expect(page.getByRole('heading', { name: 'Reply to a review' })).toBeVisible();
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Required field.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await expect(page.getByText(`${reply.length}/249`)).toBeVisible();
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page).toHaveURL(/\/rating-review$/);
    await expect(page.getByText(REVIEW_MESSAGES.replied)).toBeVisible();
    await expect(lina.getByRole('region', { name: 'Reply from Alex M.' })).toContainText(reply);
    await expect(lina.getByRole('link', { name: 'Edit reply' })).toBeVisible();

    // Alex reviews Riverdale Bike Works: the one open barter is chosen for him, hearts are required.
    await page.goto(`/member-profile/${omarId}/post-review`);
    await expect(page.getByRole('heading', { name: 'Review Riverdale Bike Works' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Full bike tune-up/ })).toBeChecked();
    await page.getByRole('textbox', { name: 'Your review' }).fill(text);
    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText(REVIEW_MESSAGES.hearts)).toBeVisible();
    await page.getByRole('radio', { name: '5 Hearts' }).check();
    await page.getByRole('button', { name: 'Post review' }).click();

    await expect(page).toHaveURL(new RegExp(`/member-profile/${omarId}/member-review$`));
    await expect(page.getByText(REVIEW_MESSAGES.created)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews of Riverdale Bike Works' })).toBeVisible();
    const mine = review(page, 'Alex M.').filter({ hasText: text });
    await expect(mine.getByRole('img', { name: '5 Hearts' })).toBeVisible();
    await expect(mine.getByTestId('review-trade')).toHaveText(
      'Verified barter of 60.00 BITS™ · Full bike tune-up',
    );
    await expect(mine.getByTestId('like-button')).toBeDisabled();
    // The barter is reviewed: "Write a review" is gone, and the form page says why.
    await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);
    await page.goto(`/member-profile/${omarId}/post-review`);
    await expect(
      page.getByText('You can review a member within 30 days of a completed barter with them.', {
        exact: false,
      }),
    ).toBeVisible();
    // Alex's Given tab lists it with Edit and Delete.
    await page.goto('/rating-review?tab=given');
    const given = page.getByRole('article', { name: 'Review of Riverdale Bike Works' });
    await expect(given).toContainText(text);
    await expect(given.getByRole('link', { name: /^Edit your review/ })).toBeVisible();
    await expect(given.getByRole('button', { name: /^Delete your review/ })).toBeVisible();
    // Its summary is of the hearts he gave, as many reviews as the tab lists.
    const givenTab = page.getByRole('tab', { name: /^Given \(\d+\)$/ });
    await expect(givenTab).toBeVisible();
    const givenCount = Number(/\d+/.exec((await givenTab.textContent()) ?? '')?.[0]);
    const gave = page.getByRole('region', { name: 'Hearts you gave' });
    await expect(gave).toContainText(reviewsText(givenCount));
    // Deleting it warns that the barter cannot be reviewed again, and it cannot.
    await given.getByRole('button', { name: /^Delete your review/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this review?' });
    await expect(confirm).toContainText(REVIEW_MESSAGES.deleteWarning);
    await confirm.getByRole('button', { name: 'Delete review' }).click();
    await expect(page.getByText(REVIEW_MESSAGES.deleted)).toBeVisible();
    await expect(given).toHaveCount(0);
    await expect(gave).toContainText(reviewsText(givenCount - 1));
    await page.goto(`/member-profile/${omarId}`);
    await expect(page.getByRole('heading', { name: 'Riverdale Bike Works', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);

    // Priya, in her own browser, opens Alex's reviews: Lina's review carries Alex's reply.
    const priya = await newPage();
    await signInMember(priya, PRIYA);
    await priya.goto(`/member-profile/${alexId}/member-review`);
    await expect(priya.getByRole('heading', { name: 'Reviews of Alex M.' })).toBeVisible();
    const linaSeen = review(priya, 'Lina N.');
    await expect(linaSeen.getByTestId('review-reply')).toContainText(reply);

    // She likes it (the demo data has her like already: a click on the pressed button withdraws it).
    const like = linaSeen.getByTestId('like-button');
    await expect(like).toBeEnabled();
    if ((await like.getAttribute('aria-pressed')) === 'true') {
      const liked = Number(await like.textContent());
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like).toHaveText(String(liked - 1));
    }
    const before = Number(await like.textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(before + 1));
    await expect(like).toHaveAccessibleName(`Like (${before + 1})`);
    // After a reload the vote is still hers.
    await priya.reload();
    await expect(review(priya, 'Lina N.').getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

    // She reports it, once.
    await review(priya, 'Lina N.').getByRole('link', { name: 'Report' }).click();
    await expect(priya).toHaveURL(/\/rating-review\/[^/]+\/report-review$/);
    const reportUrl = priya.url();
    await expect(priya.getByRole('heading', { name: 'Report review' })).toBeVisible();
    await priya.getByRole('button', { name: 'Send report' }).click();
    await expect(priya.getByText('Please choose a reason.')).toBeVisible();
    await priya.getByRole('combobox', { name: /Reason/ }).click();
    await priya.getByRole('option', { name: 'Not about the trade' }).click();
    await priya
      .getByRole('textbox', { name: /Details/ })
      .fill('This is about the lesson times, not the barter.');
    await priya.getByRole('button', { name: 'Send report' }).click();
    await expect(priya.getByText(REVIEW_MESSAGES.reported)).toBeVisible();
    await expect(priya).toHaveURL(new RegExp(`/member-profile/${alexId}/member-review$`));
    await expect(review(priya, 'Lina N.').getByText('Reported')).toBeVisible();
    await expect(review(priya, 'Lina N.').getByRole('link', { name: 'Report' })).toHaveCount(0);
    // A banner shows once: the next page load does not bring it back.
    await priya.reload();
    await expect(review(priya, 'Lina N.').getByText('Reported')).toBeVisible();
    await expect(priya.getByText(REVIEW_MESSAGES.reported)).toHaveCount(0);
    await priya.goto(reportUrl);
    await expect(priya.getByText(REVIEW_MESSAGES.alreadyReported)).toBeVisible();
    await priya.context().close();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('the review pages fit the phone, with large enough targets and no serious axe violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const omarId = (await apiLogin(request, OMAR)).id;
      const alex = await apiLogin(request, ALEX);
      const received = await request.get(`/v1/review?userId=${alex.id}&isGiven=false&limit=1`, {
        headers: alex.headers,
      });
      expect(received.ok(), await received.text()).toBe(true);
      const reviewId = ((await received.json()) as { data: { id: string }[] }).data[0]?.id;
      expect(reviewId, 'Alex has a review').toBeTruthy();

      await signInMember(page, ALEX);
      for (const path of [
        '/rating-review',
        '/rating-review?tab=given',
        `/member-profile/${omarId}/member-review`,
        `/member-profile/${omarId}/post-review`,
        `/rating-review/${reviewId}/edit-reply`,
        `/rating-review/${reviewId}/reply-review`,
      ]) {
        await test.step(path, async () => {
          await page.goto(path);
          await settled(page);
          await expectPhoneFriendly(page, path);
        });
      }
    });
  });
});
