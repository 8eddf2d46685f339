// The Lighthouse section of `npm run bench`: the member app's /sign-in, the console's login, then the
// member app's home, a search with results and the wallet, audited by Lighthouse with its default config (mobile form factor, simulated
// throttling) against the first-paint targets. BENCH_LIGHTHOUSE=0 skips it; BENCH_LIGHTHOUSE_RUNS=n
// (default 3) audits each page n times and reports the median run (Lighthouse's own choice: the run
// closest to the median FCP and TTI); BENCH_LIGHTHOUSE_REPORTS=<dir> writes each page's median report
// there (HTML and JSON); BENCH_VERBOSE=1 lists every failing audit instead of the first few.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/** The first-paint targets (docs/decisions.md). */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, lcpSeconds: 1.5, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Failing audits listed per page unless BENCH_VERBOSE is set. */
const TOP_AUDITS = 6;

/**
 * Runs the audits. `startServer(env)` starts the production server (bench.mjs) and `member` is the demo
 * login. Chromium is launched by chrome-launcher with a remote-debugging port; /sign-in and the console's
 * login are audited signed out, then Playwright connects to the same browser over CDP, signs in through the form in its default
 * context and disconnects, and the other pages are audited with that session.
 *
 * The session survives Lighthouse's storage reset: in Lighthouse 12 the reset clears only the HTTP cache
 * and the origin's `clearStorageTypes` (file systems, shader cache, service workers, Cache Storage), never
 * cookies, where the member app keeps its tokens (api-client `cookieTokenStore`). The reset is kept on
 * (not `disableStorageReset`) so each page is measured with a cold HTTP cache, like a first visit; a page
 * that ends up anywhere but the requested path (a lost session sends it to /sign-in) is reported as such.
 */
export async function lighthouseBench({ startServer, member }) {
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  console.log(
    `\nLighthouse ${await lighthouseVersion()} (member app and console; mobile, simulated throttling${runs > 1 ? `; median of ${runs} runs` : '; 1 run'})`,
  );
  const { chromeLauncher, computeMedianRun, filterToValidRuns, lighthouse } = await import(
    '../bench/tools.mjs'
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
    ],
    logLevel: 'silent',
  });
  const flags = {
    port: chrome.port,
    logLevel: 'error',
    output: ['html', 'json'],
    onlyCategories: CATEGORIES,
  };

  /** Audits `pathname` `runs` times; returns the median run's result (or the error). */
  const audit = async (name, pathname, started) => {
    const results = [];
    let error = null;
    for (let i = 0; i < runs; i++) {
      try {
        const r = await lighthouse(`${server.base}${pathname}`, flags);
        if (!r) throw new Error('no result');
        if (r.lhr.runtimeError) throw new Error(`${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}`);
        const landed = new URL(r.lhr.finalDisplayedUrl).pathname;
        const wanted = new URL(pathname, server.base).pathname;
        if (landed !== wanted) throw new Error(`ended on ${landed} instead of ${wanted}`);
        results.push(r);
      } catch (e) {
        error = String(e?.message ?? e).split('\n')[0];
      }
    }
    const valid = filterToValidRuns(results.map((r) => r.lhr));
    if (valid.length === 0) return { name, error: error ?? 'no valid run (FCP or TTI missing)' };
    const lhr = computeMedianRun(valid);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const base = path.join(reportsDir, name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''));
      const [html, json] = results.find((r) => r.lhr === lhr).report;
      writeFileSync(`${base}.html`, html);
      writeFileSync(`${base}.json`, json);
    }
    return { name, lhr, runs: valid.length, seconds: (Date.now() - started) / 1000 };
  };

  const rows = [];
  try {
    rows.push(await audit('/sign-in', '/sign-in', Date.now()));
    rows.push(await audit('console /admin/login', '/admin/login', Date.now()));

    // Sign in through the form in the browser's default context (the one Lighthouse's tabs use).
    const signedIn = await signIn(chrome.port, server.base, member).then(
      () => null,
      (e) => String(e?.message ?? e).split('\n')[0],
    );
    const signedInPages = [
      ['/ (home)', '/'],
      ['/search-product?q=bike', '/search-product?q=bike&radius=anywhere'],
      ['/my-wallet', '/my-wallet'],
    ];
    for (const [name, pathname] of signedInPages) {
      rows.push(
        signedIn
          ? { name, error: `signing in failed: ${signedIn}` }
          : await audit(name, pathname, Date.now()),
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  print(rows, runs);
  if (reportsDir) console.log(`  reports (HTML, JSON) in ${reportsDir}`);
}

/** Signs `member` in through the /sign-in form in the default context of the browser at `port`. */
async function signIn(port, base, member) {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    try {
      await page.goto(`${base}/sign-in`);
      await page.locator('input[name="email"]').fill(member.email);
      await page.locator('input[name="password"]').fill(member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    } catch (error) {
      const shot = path.join(os.tmpdir(), 'barterbits-lighthouse-sign-in.png');
      await page.screenshot({ path: shot }).catch(() => {});
      throw new Error(`${String(error?.message ?? error).split('\n')[0]} (screenshot: ${shot})`);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close(); // disconnects; the browser and its default context's cookies stay
  }
}

async function lighthouseVersion() {
  const { createRequire } = await import('node:module');
  return createRequire(path.join(root, 'bench/package.json'))('lighthouse/package.json').version;
}

function print(rows, runs) {
  const mark = (ok) => (ok ? '✓' : '✗');
  const score = (lhr, id) => {
    const s = lhr.categories[id]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const metric = (lhr, id) => lhr.audits[id]?.numericValue;
  console.log(
    '    page                       perf       a11y       best pr.   LCP          CLS           TBT      time',
  );
  let missed = 0;
  for (const row of rows) {
    if (row.error) {
      missed++;
      console.log(`  ✗ ${row.name.padEnd(24)} not measured: ${row.error}`);
      continue;
    }
    const { lhr } = row;
    const perf = score(lhr, 'performance');
    const a11y = score(lhr, 'accessibility');
    const bp = score(lhr, 'best-practices');
    const lcp = metric(lhr, 'largest-contentful-paint') / 1000;
    const cls = metric(lhr, 'cumulative-layout-shift');
    const tbt = metric(lhr, 'total-blocking-time');
    const checks = [
      perf >= TARGETS.performance,
      a11y >= TARGETS.accessibility,
      bp >= TARGETS.bestPractices,
      lcp <= TARGETS.lcpSeconds,
      cls <= TARGETS.cls,
    ];
    const ok = checks.every(Boolean);
    if (!ok) missed++;
    const cell = (i, text, width) => `${mark(checks[i])} ${text}`.padEnd(width);
    console.log(
      `  ${mark(ok)} ${row.name.padEnd(24)} ${cell(0, String(perf), 10)} ${cell(1, String(a11y), 10)} ${cell(2, String(bp), 10)} ${cell(3, `${lcp.toFixed(2)} s`, 12)} ${cell(4, cls.toFixed(3), 13)} ${`${Math.round(tbt)} ms`.padStart(7)}  ${row.seconds.toFixed(0).padStart(3)} s${row.runs < runs ? ` (${row.runs} of ${runs} runs valid)` : ''}`,
    );
  }
  for (const row of rows.filter((r) => !r.error)) {
    const failing = failingAudits(row.lhr);
    if (failing.length === 0) continue;
    const shown = process.env.BENCH_VERBOSE ? failing : failing.slice(0, TOP_AUDITS);
    console.log(`    ${row.name} failing audits:`);
    for (const a of shown) {
      console.log(
        `      ${a.category.padEnd(14)} ${a.id}${a.display ? ` (${a.display})` : ''}${a.weight ? `, weight ${a.weight}` : ''}`,
      );
    }
    if (shown.length < failing.length)
      console.log(`      … ${failing.length - shown.length} more (BENCH_VERBOSE=1 lists them)`);
  }
  console.log(
    `  ${missed === 0 ? 'all pages meet the targets' : `${missed} page(s) miss a target`} (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, LCP ≤ ${TARGETS.lcpSeconds} s, CLS ≤ ${TARGETS.cls}; TBT shown, no target)`,
  );
}

/**
 * The audits a page fails: scored audits below 0.9 (Lighthouse's pass mark), the weighted ones of each
 * category first, then performance insights/diagnostics by their estimated savings.
 */
function failingAudits(lhr) {
  const list = [];
  const seen = new Set();
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || seen.has(a.id)) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(a.scoreDisplayMode)) continue;
      if (a.score == null || a.score >= 0.9) continue;
      // Metrics are already in the table.
      if (ref.group === 'metrics') continue;
      seen.add(a.id);
      list.push({
        id: a.id,
        category: id,
        weight: ref.weight,
        savings: a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? a.numericValue ?? 0,
        display: a.displayValue ?? '',
      });
    }
  }
  return list.sort((x, y) => y.weight - x.weight || (y.savings ?? 0) - (x.savings ?? 0));
}
