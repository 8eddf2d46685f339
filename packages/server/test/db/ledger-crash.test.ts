/**
 * The kill -9 crash test (scripts/crash-test.mjs) as part of the database suite, on the database
 * the suite runs on (PGlite in a fresh data directory, or a fresh PostgreSQL database when
 * DATABASE_URL is set): the real server process is killed mid-stream of money-moving requests
 * and restarted on the same data (twice on PostgreSQL; once on PGlite, whose data is then reopened
 * in-process for the checks); every acknowledged movement must be present exactly once,
 * lost ones at most once, balances exact and the ledger invariants true. The full run (three
 * rounds) is `node --import tsx scripts/crash-test.mjs`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { usingPostgres } from '../helper.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('kill -9 of the server mid-stream', () => {
  it('keeps every acknowledged movement exactly once and the ledger sound after restarts', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/crash-test.mjs',
        '--db',
        usingPostgres ? 'postgres' : 'pglite',
        // Two kills: the second round starts by retrying every request the first kill cut off.
        '--rounds',
        '2',
        '--kill-after',
        '30',
        '--json',
      ],
      // On PGlite the server starts from the build's migrated database when there is a current one.
      {
        cwd: root,
        env: { ...process.env, PGLITE_BASE: inject('dbTemplates').pgliteBase },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const summary = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    expect(summary.problems).toEqual([]);
    expect(code).toBe(0);
    expect(summary.rounds).toHaveLength(2);
    for (const r of summary.rounds) expect(r.exit).toBe('SIGKILL');
    // After the restart every request cut off by the kill, retried with its key and body, learned its
    // outcome at once (applied now, or refused as a debit that no longer fits): none waits on a claim.
    const [first, second] = summary.rounds;
    expect(second.retry.retried).toBe(first.lost);
    expect(second.retry.appliedNow + second.retry.refusedNow).toBe(first.lost);
    expect(second.retry.replayed).toBeGreaterThan(0);
    // Each round is killed after 0.5–1.5 × --kill-after acknowledged movements.
    expect(summary.acknowledged).toBeGreaterThanOrEqual(15);
  }, 240_000);
});
