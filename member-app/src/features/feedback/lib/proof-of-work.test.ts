import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PowWorkerMessage } from './pow-solver.ts';
import {
  encodePowPayload,
  POW_FAILED_MESSAGE,
  type PowProgress,
  progressFraction,
  solveProofOfWork,
} from './proof-of-work.ts';

const SECRET = 'test-secret';
const makeChallenge = (data?: Record<string, number>) =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '0',
    deriveKey,
    hmacSignatureSecret: SECRET,
    ...(data ? { data } : {}),
  });

describe('proof of work', () => {
  // A failed check is logged for the developer; keep the test output clean.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('solves a challenge on this thread (no worker) with a solution the server accepts, reporting progress', async () => {
    const challenge = await makeChallenge();
    const progress: PowProgress[] = [];
    const solution = await solveProofOfWork(challenge, {
      createWorker: null,
      onProgress: (p) => progress.push(p),
    });
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
    expect(progress[0]).toEqual({ attempts: 1, fraction: null });
  });

  it('encodes the proof as base64 JSON of the challenge and the solution', async () => {
    const challenge = await makeChallenge();
    const solution = { counter: 7, derivedKey: 'ab' };
    expect(JSON.parse(atob(encodePowPayload(challenge, solution)))).toEqual({ challenge, solution });
  });

  it('estimates progress only when the challenge states its largest counter', async () => {
    const bounded = await makeChallenge({ maxCounter: 200 });
    expect(progressFraction(bounded, 50)).toBe(0.25);
    expect(progressFraction(bounded, 400)).toBe(1);
    expect(progressFraction(await makeChallenge(), 50)).toBeNull();
  });

  it('refuses an algorithm the browser cannot run with a clear message', async () => {
    const challenge = await makeChallenge();
    const odd: Challenge = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'ARGON2ID' } };
    await expect(solveProofOfWork(odd, { createWorker: null })).rejects.toThrow(POW_FAILED_MESSAGE);
  });

  it('stops when cancelled', async () => {
    const challenge = await makeChallenge();
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveProofOfWork(challenge, { createWorker: null, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses the worker when there is one: progress, then its solution; the worker is ended', async () => {
    const challenge = await makeChallenge({ maxCounter: 100 });
    const sent: unknown[] = [];
    let terminated = false;
    const worker = {
      onmessage: null as ((e: MessageEvent<PowWorkerMessage>) => void) | null,
      onerror: null,
      postMessage(message: unknown) {
        sent.push(message);
        queueMicrotask(() => {
          this.onmessage?.({ data: { type: 'progress', attempts: 10 } } as MessageEvent<PowWorkerMessage>);
          this.onmessage?.({
            data: { type: 'done', solution: { counter: 3, derivedKey: '0a' } },
          } as MessageEvent<PowWorkerMessage>);
        });
      },
      terminate() {
        terminated = true;
      },
    };
    const progress: PowProgress[] = [];
    const solution = await solveProofOfWork(challenge, {
      createWorker: () => worker as unknown as Worker,
      onProgress: (p) => progress.push(p),
    });
    expect(sent).toEqual([{ type: 'solve', challenge }]);
    expect(progress).toEqual([{ attempts: 10, fraction: 0.1 }]);
    expect(solution).toEqual({ counter: 3, derivedKey: '0a' });
    expect(terminated).toBe(true);
  });

  it('solves on this thread when the browser refuses to start the worker', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const challenge = await makeChallenge();
    const solution = await solveProofOfWork(challenge, {
      createWorker: () => {
        throw new Error('SecurityError');
      },
    });
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
  });

  it("turns the worker's error into the visitor's message", async () => {
    const challenge = await makeChallenge();
    const worker = {
      onmessage: null as ((e: MessageEvent<PowWorkerMessage>) => void) | null,
      onerror: null,
      postMessage() {
        queueMicrotask(() =>
          this.onmessage?.({ data: { type: 'error', message: 'boom' } } as MessageEvent<PowWorkerMessage>),
        );
      },
      terminate() {},
    };
    await expect(
      solveProofOfWork(challenge, { createWorker: () => worker as unknown as Worker }),
    ).rejects.toThrow(POW_FAILED_MESSAGE);
  });
});
