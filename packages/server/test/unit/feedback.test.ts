/** Feedback's pure rules: status transitions, when one may answer, and the proof-of-work checks. */
import { FEEDBACK_MESSAGES, FEEDBACK_STATUSES, type FeedbackStatus } from '@barterbits/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import {
  createFeedbackPow,
  isPowPass,
  POW_HEADER_MAX_LENGTH,
} from '../../src/modules/feedback/feedback.pow.ts';
import {
  answerRefusal,
  nextStatuses,
  statusChangeRefusal,
} from '../../src/modules/feedback/feedback.rules.ts';

describe('feedback status rules', () => {
  const allowed: [FeedbackStatus, FeedbackStatus][] = [
    ['NEW', 'IN_PROGRESS'],
    ['NEW', 'CLOSED'],
    ['IN_PROGRESS', 'CLOSED'],
    ['ANSWERED', 'CLOSED'],
    ['CLOSED', 'IN_PROGRESS'],
  ];

  it('allows exactly the listed changes (and keeping the same status)', () => {
    for (const from of FEEDBACK_STATUSES) {
      for (const to of FEEDBACK_STATUSES) {
        const ok = from === to || allowed.some(([f, t]) => f === from && t === to);
        expect(statusChangeRefusal(from, to) === null, `${from} → ${to}`).toBe(ok);
      }
    }
  });

  it('never moves to ANSWERED by a status change, and names both states when refusing', () => {
    expect(statusChangeRefusal('IN_PROGRESS', 'ANSWERED')).toBe(FEEDBACK_MESSAGES.answerOnlyByAnswering);
    expect(statusChangeRefusal('CLOSED', 'NEW')).toBe('Feedback cannot move from Closed to New.');
    expect(nextStatuses('NEW')).toEqual(['IN_PROGRESS', 'CLOSED']);
    expect(nextStatuses('ANSWERED')).toEqual(['CLOSED']);
  });

  it('answers only NEW and IN_PROGRESS feedback', () => {
    expect(answerRefusal('NEW')).toBeNull();
    expect(answerRefusal('IN_PROGRESS')).toBeNull();
    expect(answerRefusal('ANSWERED')).toBe(FEEDBACK_MESSAGES.alreadyAnswered);
    expect(answerRefusal('CLOSED')).toBe(FEEDBACK_MESSAGES.closedCannotAnswer);
  });
});

describe('feedback proof of work', () => {
  const cheap = { counterMin: 10, counterMax: 50 };
  const pow = createFeedbackPow('server-secret', cheap);
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

  async function solved(p = pow, now = Date.now()) {
    const challenge = await p.challenge(now);
    const solution = await solveChallenge({ challenge, deriveKey });
    return { challenge, solution, header: encode({ challenge, solution }) };
  }

  it('passes a solved challenge, answering its signature and expiry', async () => {
    const { challenge, header } = await solved();
    const result = await pow.check(header);
    expect(isPowPass(result)).toBe(true);
    expect(result).toEqual({
      signature: challenge.signature,
      expiresAt: new Date(challenge.parameters.expiresAt! * 1000),
    });
  });

  it('refuses a missing, unreadable or oversized header', async () => {
    expect(await pow.check(undefined)).toMatchObject({
      reason: 'missing',
      message: FEEDBACK_MESSAGES.powMissing,
    });
    expect(await pow.check('  ')).toMatchObject({ reason: 'missing' });
    expect(await pow.check('%%%')).toMatchObject({
      reason: 'invalid',
      message: FEEDBACK_MESSAGES.powInvalid,
    });
    expect(await pow.check(encode({ challenge: 1 }))).toMatchObject({ reason: 'invalid' });
    expect(await pow.check('A'.repeat(POW_HEADER_MAX_LENGTH + 1))).toMatchObject({ reason: 'invalid' });
  });

  it('refuses a wrong solution, changed parameters and another server’s challenge', async () => {
    const { challenge, solution } = await solved();
    expect(
      await pow.check(encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } })),
    ).toMatchObject({
      reason: 'invalid',
    });
    const changed = { ...challenge, parameters: { ...challenge.parameters, cost: 2 } };
    expect(await pow.check(encode({ challenge: changed, solution }))).toMatchObject({ reason: 'invalid' });
    const foreign = await solved(createFeedbackPow('another-secret', cheap));
    expect(await pow.check(foreign.header)).toMatchObject({ reason: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const { header } = await solved(pow, Date.now() - 10 * 60_000);
    expect(await pow.check(header)).toMatchObject({
      reason: 'expired',
      message: FEEDBACK_MESSAGES.powExpired,
    });
  });
});
