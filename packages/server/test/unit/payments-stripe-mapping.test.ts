/** How Stripe's answers read for us: its card failures as our codes, a PaymentIntent's state as an attempt. */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { attemptOf, stripeFailureOf } from '../../src/adapters/payments-stripe.ts';

describe('stripeFailureOf', () => {
  it('keeps insufficient funds, an expired card and a wrong detail apart from a plain decline', () => {
    expect(stripeFailureOf('card_declined', 'insufficient_funds')).toBe('CARD_INSUFFICIENT_FUNDS');
    expect(stripeFailureOf('expired_card', null)).toBe('CARD_EXPIRED');
    expect(stripeFailureOf('card_declined', 'expired_card')).toBe('CARD_EXPIRED');
    for (const code of ['incorrect_cvc', 'invalid_expiry_year', 'incorrect_number'])
      expect(stripeFailureOf(code), code).toBe('CARD_INVALID');
    expect(stripeFailureOf('card_declined', 'generic_decline')).toBe('CARD_DECLINED');
    expect(stripeFailureOf('card_declined', 'fraudulent')).toBe('CARD_DECLINED');
    // A failed bank check is a decline for the member: the payment was not made.
    expect(stripeFailureOf('payment_intent_authentication_failure')).toBe('CARD_DECLINED');
    expect(stripeFailureOf(null)).toBe('CARD_DECLINED');
  });
});

const intent = (fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent =>
  ({
    id: 'pi_1',
    object: 'payment_intent',
    client_secret: 'pi_1_secret_x',
    latest_charge: null,
    last_payment_error: null,
    ...fields,
  }) as Stripe.PaymentIntent;

describe('attemptOf', () => {
  it('reads a paid intent with its charge, and gives the secret only while the member must act', () => {
    expect(attemptOf(intent({ status: 'succeeded', latest_charge: 'ch_1' }))).toEqual({
      ref: 'pi_1',
      status: 'succeeded',
      chargeRef: 'ch_1',
      clientSecret: null,
      failure: null,
    });
    expect(attemptOf(intent({ status: 'requires_action' }))).toMatchObject({
      status: 'requires_action',
      clientSecret: 'pi_1_secret_x',
    });
    expect(attemptOf(intent({ status: 'processing' })).status).toBe('processing');
  });

  it('reads a refused card as failed, with the reason', () => {
    const refused = intent({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      } as Stripe.PaymentIntent.LastPaymentError,
    });
    expect(attemptOf(refused)).toMatchObject({ status: 'failed', failure: 'CARD_INSUFFICIENT_FUNDS' });
    expect(attemptOf(intent({ status: 'canceled' }))).toMatchObject({ status: 'canceled', failure: null });
  });
});
