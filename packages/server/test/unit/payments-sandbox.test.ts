import {
  CARD_MESSAGES,
  cardBrandOf,
  ERROR_MESSAGES,
  luhnValid,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { isPaymentError, type PaymentError } from '../../src/adapters/payments.ts';
import { createSandboxProcessor } from '../../src/adapters/payments-sandbox.ts';

const NOW = new Date(2026, 5, 15); // 15 June 2026
const sandbox = () => createSandboxProcessor({ now: () => NOW });
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2028,
  cvc: '123',
  holderName: 'Casey Member',
  ...extra,
});
const failure = async (p: Promise<unknown>): Promise<PaymentError> => {
  try {
    await p;
  } catch (e) {
    if (isPaymentError(e)) return e;
    throw e;
  }
  throw new Error('expected a PaymentError');
};
const charge = (p: ReturnType<typeof sandbox>, token: string, idempotencyKey: string = crypto.randomUUID()) =>
  p.charge({ token, amountCents: 999, currency: 'CAD', idempotencyKey, description: 'test' });

describe('Luhn and brands', () => {
  it('checks the Luhn checksum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('tells Visa, Mastercard (51-55 and 2221-2720), Amex and Discover apart', () => {
    expect(cardBrandOf('4242424242424242')).toBe('Visa');
    expect(cardBrandOf('4222222222222')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('Amex');
    expect(cardBrandOf('371449635398431')).toBe('Amex');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
    expect(cardBrandOf('6500000000000002')).toBe('Discover');
    expect(cardBrandOf('3530111333300000')).toBeNull();
    expect(cardBrandOf('1234567890123452')).toBeNull();
  });
});

describe('sandbox tokenizeCard', () => {
  it('answers an opaque token, the brand and the last four, never the number', async () => {
    const t = await sandbox().tokenizeCard(card('4242 4242 4242 4242'));
    expect(t).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 });
    expect(t.token).toMatch(/^sb_tok_/);
    expect(t.token).not.toContain('4242424242424242');
    const amex = await sandbox().tokenizeCard(card('378282246310005', { cvc: '1234' }));
    expect(amex).toMatchObject({ brand: 'Amex', last4: '0005' });
  });

  it('rejects a bad checksum, an unknown brand, a bad expiry and a bad CVC as CARD_INVALID', async () => {
    const p = sandbox();
    const cases: [ReturnType<typeof card>, string][] = [
      [card('4242424242424241'), CARD_MESSAGES.number],
      [card('3530111333300000'), CARD_MESSAGES.number],
      [card('4242424242424242', { expMonth: 13 }), VALIDATION_MESSAGES.monthRange],
      [card('4242424242424242', { expMonth: 0 }), VALIDATION_MESSAGES.monthRange],
      [card('4242424242424242', { expMonth: 5, expYear: 2026 }), VALIDATION_MESSAGES.monthPast],
      [card('4242424242424242', { expYear: 2025 }), VALIDATION_MESSAGES.yearInvalid],
      [card('4242424242424242', { expYear: 2090 }), VALIDATION_MESSAGES.yearInvalid],
      [card('4242424242424242', { cvc: '12' }), CARD_MESSAGES.cvc],
      [card('4242424242424242', { cvc: '1234' }), CARD_MESSAGES.cvc],
      [card('378282246310005', { cvc: '123' }), CARD_MESSAGES.cvcAmex],
    ];
    for (const [c, message] of cases) {
      const e = await failure(p.tokenizeCard(c));
      expect([e.code, e.message]).toEqual(['CARD_INVALID', message]);
    }
    // The current month of the current year is still valid.
    await expect(
      p.tokenizeCard(card('4242424242424242', { expMonth: 6, expYear: 2026 })),
    ).resolves.toBeDefined();
  });
});

describe('sandbox charge', () => {
  it('gives each test number its outcome', async () => {
    const p = sandbox();
    const ok = await charge(p, (await p.tokenizeCard(card('4242424242424242'))).token);
    expect(ok.chargeId).toMatch(/^sb_ch_/);
    expect((await charge(p, (await p.tokenizeCard(card('5555555555554444'))).token)).chargeId).toMatch(
      /^sb_ch_/,
    );
    expect((await charge(p, (await p.tokenizeCard(card('6011111111111117'))).token)).chargeId).toMatch(
      /^sb_ch_/,
    );

    const declined = await failure(charge(p, (await p.tokenizeCard(card('4000000000000002'))).token));
    expect([declined.code, declined.message]).toEqual(['CARD_DECLINED', ERROR_MESSAGES.cardDeclined]);
    const funds = await failure(charge(p, (await p.tokenizeCard(card('4000000000009995'))).token));
    expect([funds.code, funds.message]).toEqual([
      'CARD_INSUFFICIENT_FUNDS',
      ERROR_MESSAGES.cardInsufficientFunds,
    ]);
    const expired = await failure(charge(p, (await p.tokenizeCard(card('4000000000000069'))).token));
    expect([expired.code, expired.message]).toEqual(['CARD_EXPIRED', CARD_MESSAGES.expired]);
    expect((await failure(charge(p, 'sb_tok_forged'))).code).toBe('CARD_INVALID');
  });

  it('never charges the same idempotency key twice', async () => {
    const p = sandbox();
    const { token } = await p.tokenizeCard(card('4242424242424242'));
    const a = await charge(p, token, 'key-1');
    const b = await charge(p, token, 'key-1');
    expect(b).toEqual(a);
    expect(p.charges.size).toBe(1);
    expect(
      (
        await failure(
          p.charge({ token, amountCents: 500, currency: 'CAD', idempotencyKey: 'key-1', description: '' }),
        )
      ).code,
    ).toBe('PROCESSOR_ERROR');
    const declined = (await p.tokenizeCard(card('4000000000000002'))).token;
    expect((await failure(charge(p, declined, 'key-2'))).code).toBe('CARD_DECLINED');
    expect((await failure(charge(p, declined, 'key-2'))).code).toBe('CARD_DECLINED');
  });

  it('refuses a card that expired after it was saved', async () => {
    let now = new Date(2026, 0, 10);
    const p = createSandboxProcessor({ now: () => now });
    const { token } = await p.tokenizeCard(card('4242424242424242', { expMonth: 2, expYear: 2026 }));
    now = new Date(2026, 2, 1);
    expect((await failure(charge(p, token))).code).toBe('CARD_EXPIRED');
  });

  it('refunds up to the charged amount', async () => {
    const p = sandbox();
    const { chargeId } = await charge(p, (await p.tokenizeCard(card('4242424242424242'))).token);
    expect((await p.refund(chargeId, 500)).refundId).toMatch(/^sb_re_/);
    expect((await failure(p.refund(chargeId, 500))).code).toBe('PROCESSOR_ERROR');
    expect((await p.refund(chargeId, 499)).refundId).toMatch(/^sb_re_/);
  });
});
