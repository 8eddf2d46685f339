import { CARD_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import {
  PaymentError,
  type PaymentProcessor,
  paymentAppError,
  paymentRefusalOf,
  tokenizeCardInput,
} from '../../src/adapters/payments.ts';
import { createSandboxProcessor } from '../../src/adapters/payments-sandbox.ts';
import { AppError } from '../../src/lib/app-error.ts';

describe('paymentRefusalOf: processor outcomes as API errors', () => {
  it('maps each refusal, an expired card as CARD_INVALID with the expiry message', () => {
    expect(paymentRefusalOf('CARD_DECLINED')).toEqual({ code: 'CARD_DECLINED', message: null });
    expect(paymentRefusalOf('CARD_INSUFFICIENT_FUNDS')).toEqual({
      code: 'CARD_INSUFFICIENT_FUNDS',
      message: null,
    });
    expect(paymentRefusalOf('CARD_EXPIRED')).toEqual({
      code: 'CARD_INVALID',
      message: CARD_MESSAGES.expired,
    });
    expect(paymentRefusalOf('CARD_INVALID')).toEqual({ code: 'CARD_INVALID', message: null });
    expect(paymentRefusalOf('CARD_INVALID', CARD_MESSAGES.cvc)).toEqual({
      code: 'CARD_INVALID',
      message: CARD_MESSAGES.cvc,
    });
  });

  it('answers a processor error as "try again" (503), never as a decline', () => {
    expect(paymentRefusalOf('PROCESSOR_ERROR')).toEqual({ code: 'SERVICE_UNAVAILABLE', message: null });
    const e = paymentAppError(new PaymentError('PROCESSOR_ERROR', 'upstream timeout'));
    expect(e).toBeInstanceOf(AppError);
    expect([e.code, e.statusCode]).toEqual(['SERVICE_UNAVAILABLE', 503]);
    expect(e.message).not.toContain('upstream');
  });

  it('answers an unknown stored code (another processor, none) as a decline', () => {
    expect(paymentRefusalOf('do_not_honor')).toEqual({ code: 'CARD_DECLINED', message: null });
    expect(paymentRefusalOf(null)).toEqual({ code: 'CARD_DECLINED', message: null });
    expect(paymentRefusalOf('toString')).toEqual({ code: 'CARD_DECLINED', message: null });
  });
});

describe('tokenizeCardInput', () => {
  const YEAR = new Date().getFullYear() + 2;
  const input = { number: '4242-4242 4242 4242', expMonth: 12, expYear: YEAR, cvc: '123', holderName: 'Pat' };

  it('passes digits only to the processor and answers its token', async () => {
    const t = await tokenizeCardInput(createSandboxProcessor(), input);
    expect(t).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: YEAR });
  });

  it('throws the refusal as an AppError, keeping the processor text of an invalid card', async () => {
    const err = await tokenizeCardInput(createSandboxProcessor(), { ...input, cvc: '1' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([err.code, err.message]).toEqual(['CARD_INVALID', CARD_MESSAGES.cvc]);

    const down: PaymentProcessor = {
      ...createSandboxProcessor(),
      tokenizeCard: () => Promise.reject(new PaymentError('PROCESSOR_ERROR')),
    };
    const outage = await tokenizeCardInput(down, input).catch((e) => e);
    expect(outage.code).toBe('SERVICE_UNAVAILABLE');
  });
});
