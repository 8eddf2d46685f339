/**
 * The apps run under their Content-Security-Policy without tripping it: no violation reported while a member signs in and opens a few pages, or while the admin opens the console.
 */
import type { Page } from '@playwright/test';
import { ALEX, signInAdmin, signInMember } from './support/auth.ts';
import { expect, test } from './support/test.ts';

/** CSP violations as Chromium reports them (DevTools "Issues": CDP Audits), also those a page catches. */
async function cspReports(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') {
      const d = issue.details.contentSecurityPolicyIssueDetails;
      seen.push(
        `${d?.contentSecurityPolicyViolationType} ${d?.violatedDirective} ${d?.blockedURL ?? ''} ${d?.sourceCodeLocation?.url ?? ''}:${d?.sourceCodeLocation?.lineNumber ?? ''}:${d?.sourceCodeLocation?.columnNumber ?? ''}`,
      );
    }
  });
  await cdp.send('Audits.enable');
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (evaluate|execute|load|apply|connect|frame)/i.test(m.text()))
      seen.push(m.text());
  });
  return seen;
}

test('the member app breaks no CSP rule', async ({ page }) => {
  const seen = await cspReports(page);
  await signInMember(page, ALEX);
  for (const path of ['/search-product?q=bike', '/my-wallet', '/my-profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(seen).toEqual([]);
});

test('the console breaks no CSP rule', async ({ page }) => {
  const seen = await cspReports(page);
  await signInAdmin(page);
  // The dashboard, charts included, then a list.
  await expect(page.getByRole('table', { name: 'Offers by status' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(seen).toEqual([]);
});
