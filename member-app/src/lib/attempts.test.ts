// First: the language module reaches the API client, whose modules read local storage when loaded.
import './memory-local-storage.ts';
import { ApiError } from '@barterbits/api-client';
import { describe, expect, it } from 'vitest';
import { nothingApplied, UNCONFIRMED_MESSAGE, withAttemptKey } from './attempts.ts';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Pat' };

/** Runs one try of an attempt: records the key sent, then answers `outcome` (an error is thrown). */
async function attempt(
  body: object,
  outcome: unknown = 'ok',
  name: 'loadBits' | 'renewSubscription' = 'loadBits',
) {
  let sent = '';
  try {
    await withAttemptKey(name, body as never, async (key) => {
      sent = key;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
  } catch {
    // The outcome under test.
  }
  return sent;
}

describe('withAttemptKey: when a money call gets a new Idempotency-Key', () => {
  it('keeps the key while the answer may hide a success: no answer, 5xx, 409 in progress', async () => {
    const body = { amountCents: 100, cardId: 'c1', pin: '2468' };
    const lost = new ApiError('Some error occurred.', 0, 'NETWORK_ERROR');
    const first = await attempt(body, lost);
    expect(lost.message).toBe(UNCONFIRMED_MESSAGE);
    expect(await attempt(body, new ApiError('Down', 503, 'SERVICE_UNAVAILABLE'))).toBe(first);
    expect(await attempt(body, new ApiError('Busy', 409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(first);
    // Settled by the answer finally received: the next attempt is a new one.
    expect(await attempt(body, 'ok')).toBe(first);
    expect(await attempt(body, 'ok')).not.toBe(first);
  });

  it('a lost renewal answer is retried with the same key (never paid twice)', async () => {
    const body = { cardId: 'c9' };
    const lost = await attempt(body, new ApiError('Network Error', 0, 'NETWORK_ERROR'), 'renewSubscription');
    expect(await attempt(body, 'ok', 'renewSubscription')).toBe(lost);
  });

  it("keeps the key while the payment waits for the member's bank check (402 PAYMENT_ACTION_REQUIRED)", async () => {
    const body = { amountCents: 400, paymentMethodId: 'pm_3ds', pin: '2468' };
    const asked = new ApiError('Confirm with your bank', 402, 'PAYMENT_ACTION_REQUIRED');
    const first = await attempt(body, asked);
    expect(nothingApplied(asked)).toBe(false);
    expect(asked.message).toBe('Confirm with your bank');
    expect(await attempt(body, 'ok')).toBe(first);
    expect(await attempt(body, 'ok')).not.toBe(first);
  });

  it('makes a new key after a definite refusal (nothing applied)', async () => {
    const body = { amountCents: 200, cardId: 'c1', pin: '1111' };
    const refused = await attempt(body, new ApiError('Incorrect PIN', 400, 'INCORRECT_PIN'));
    expect(await attempt(body, new ApiError('Declined', 402, 'CARD_DECLINED'))).not.toBe(refused);
  });

  it('the PIN is not part of the attempt; the amount and the card are', async () => {
    const lost = new ApiError('Network Error', 0, 'NETWORK_ERROR');
    const a = await attempt({ amountCents: 300, card, pin: '1111' }, lost);
    expect(await attempt({ amountCents: 300, card, pin: '2222' }, lost)).toBe(a);
    expect(await attempt({ amountCents: 301, card, pin: '1111' }, lost)).not.toBe(a);
    expect(await attempt({ amountCents: 300, card: { ...card, number: '5555555555554444' } }, lost)).not.toBe(
      a,
    );
  });

  it('nothingApplied: only 4xx answers other than "still running" prove it', () => {
    expect(nothingApplied(new ApiError('x', 400, 'VALIDATION_FAILED'))).toBe(true);
    expect(nothingApplied(new ApiError('x', 422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(true);
    expect(nothingApplied(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe(false);
    expect(nothingApplied(new ApiError('x', 500, 'INTERNAL'))).toBe(false);
    expect(nothingApplied(new ApiError('x', 409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(false);
    expect(nothingApplied(new Error('boom'))).toBe(false);
  });
});
