/**
 * Checks every page of the apps can take: no horizontal overflow at the viewport's width, touch
 * targets of at least 44 px on phones, and no serious or critical axe violation.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core's minified build, put into a page once per document. (`@axe-core/playwright` sends the
 * unminified build, 1.3 MB, twice per check: parsing it was a fifth of the browser's work on a checked page.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the page shows content: no spinner, no skeleton, something in the main landmark or a heading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  // Fonts and images change widths: measure once they are in.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map((i) => new Promise((r) => i.addEventListener('load', r, { once: true }))),
    );
  });
}

/** Elements sticking out to the right of the viewport (their right edge, and a short description). */
export async function overflowOf(
  page: Page,
): Promise<{ width: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = root.clientWidth;
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > viewport + 1) {
        // Report the outermost offender only.
        const parent = el.parentElement?.getBoundingClientRect();
        if (!parent || parent.right <= viewport + 1)
          culprits.push(`${nameOf(el)} right=${Math.round(r.right)}`);
      }
      if (culprits.length >= 6) break;
    }
    return { width: root.scrollWidth, viewport, culprits };
  });
}

export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const o = await overflowOf(page);
  expect
    .soft(
      o.width,
      `${label}: ${o.width} px wide at ${o.viewport} px; sticking out: ${o.culprits.join(' | ')}`,
    )
    .toBeLessThanOrEqual(o.viewport + 1);
}

/** Controls a finger must hit, smaller than 44 × 44 px: links inside running text too (WCAG 2.5.5 exempts them; a phone user still has to hit them). */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      '[role=button]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=option]',
      '[role=switch]',
      '[role=combobox]',
      'input:not([type=hidden])',
      'select',
      'textarea',
    ].join(',');
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // MUI checkboxes, radios and switches: the visible hit area is the wrapping ButtonBase span.
      const input = el as HTMLInputElement;
      const target =
        el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(input.type) && el.parentElement
          ? el.parentElement
          : el;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (el.closest('[aria-hidden=true]')) continue;
      // A text field's target is its whole box (MUI input base), not the bare <input>.
      const box =
        el.tagName === 'INPUT' || el.tagName === 'TEXTAREA'
          ? (el.closest('.MuiInputBase-root') ?? target)
          : target;
      // The laid-out size, not the painted one: a control growing in (a notification's close button
      // while its transition scales it up) is as large as it will be.
      const b = box.getBoundingClientRect();
      const width = box instanceof HTMLElement ? box.offsetWidth : b.width;
      const height = box instanceof HTMLElement ? box.offsetHeight : b.height;
      if (height < 43.5 || width < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '')
          .trim()
          .slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return out;
  });
}

/**
 * What the floating help button hides once the page is scrolled to its end: text, controls and images
 * under it (a page must leave room below its last line). Scrolls the page to its end.
 */
export async function coveredByHelpButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
    const fab = document.querySelector('button[aria-label="Need Help"]');
    if (!fab) return [];
    const f = fab.getBoundingClientRect();
    const out: string[] = [];
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < f.right &&
      r.right > f.left &&
      r.top < f.bottom &&
      r.bottom > f.top;
    const selector =
      'button, a[href], input, select, textarea, img, svg, [role=switch], [role=button], [role=img]';
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el === fab || fab.contains(el) || el.contains(fab)) continue;
      if (el.closest('[aria-hidden=true], .MuiPopover-root, .MuiSnackbar-root, .MuiDialog-root')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Controls and pictures by their box; text by the box of its own text.
      let box: DOMRect | null = null;
      if (el.matches(selector)) box = el.getBoundingClientRect();
      else
        for (const node of el.childNodes)
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (overlaps(r)) box = r;
          }
      if (box && overlaps(box)) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}"`);
      }
      if (out.length >= 5) break;
    }
    return out;
  });
}

/**
 * Serious and critical axe violations, one line each (rule, impact, first targets), once the page's
 * transitions are done. Every rule axe runs by default runs in the page itself, where the top page's axe
 * reaches same-origin frames (@axe-core/playwright's default collects each frame's results and merges
 * them in a new blank page, about a second a check here; our pages embed no frame of another origin).
 * A page may still be finishing its last request, with a control on its way between two states (a
 * button fading from disabled to enabled has neither colour): a finding is measured again once the
 * network is idle and transitions have ended, and only what is still there counts.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await transitionsDone(page);
  const found = await axeSerious(page);
  if (found.length === 0) return found;
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
  return axeSerious(page);
}

async function axeSerious(page: Page): Promise<string[]> {
  // axe goes into every frame (the top page's copy reaches same-origin frames through theirs), unless the
  // document already has it from an earlier check. A frame that goes away meanwhile is not checked.
  for (const frame of page.frames()) {
    const present = () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
    try {
      if (!(await frame.evaluate(present))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(' | ')}`);
}

/**
 * Waits (at most 2 s) for the page's running transitions and finite animations to end (a fading-in card
 * measured half-way has the contrast of a half-transparent one); endless ones, such as a spinner's, and
 * paused ones are left as they are.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' &&
              a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
}

/**
 * Every check a page on a phone must pass, as soft expectations labelled with `label`: no sideways
 * scrolling, touch targets of 44 px, no serious axe violation, and nothing under the help button once
 * scrolled to the end (which leaves the page scrolled there).
 */
export async function expectPhoneFriendly(page: Page, label: string): Promise<void> {
  await expectNoHorizontalOverflow(page, label);
  expect.soft(await smallTouchTargets(page), `${label}: touch targets under 44 px`).toEqual([]);
  expect.soft(await seriousAxeViolations(page), `${label}: serious or critical axe violations`).toEqual([]);
  expect
    .soft(await coveredByHelpButton(page), `${label}: under the help button at the end of the page`)
    .toEqual([]);
}
