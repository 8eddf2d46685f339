/**
 * The Stripe processor against the local stand-in of Stripe's API, through Stripe's own library: a card
 * saved for later and charged without the member, a refund, a cancelled payment, and signed events.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PaymentError } from '../../src/adapters/payments.ts';
import { createStripeProcessor } from '../../src/adapters/payments-stripe.ts';
import { startStripeStandIn } from '../stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_unit';
const stand = await startStripeStandIn();
afterAll(() => stand.close());
const processor = createStripeProcessor({
  secretKey: stand.secretKey,
  publishableKey: stand.publishableKey,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: stand.url,
});
const intents = processor.intents;
const owner = { userId: '00000000-0000-4000-8000-000000000001', email: 'pat@example.com', name: 'Pat Card' };

describe('the Stripe processor', () => {
  it('makes one customer per key, saves a card through a setup, and charges it without the member', async () => {
    const customer = await intents.ensureCustomer(owner, 'customer:pat');
    expect(await intents.ensureCustomer(owner, 'customer:pat')).toBe(customer);
    expect(stand.counts().customers).toBe(1);

    const setup = await intents.startSetup(customer, 'setup:1');
    expect(setup.clientSecret).toMatch(/^seti_.+_secret_/);
    // The browser confirms the setup with the card (Stripe.js).
    const confirm = await fetch(`${stand.url}/v1/setup_intents/${setup.ref}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stand.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_method: 'pm_card_visa' }).toString(),
    });
    expect(confirm.status).toBe(200);
    const saved = await intents.finishSetup(setup.ref);
    expect(saved).toMatchObject({ status: 'succeeded', customerRef: customer });
    expect(await intents.describeMethod(saved.methodRef!)).toMatchObject({ brand: 'Visa', last4: '4242' });

    const { chargeId } = await processor.charge({
      token: saved.methodRef!,
      amountCents: 999,
      currency: 'CAD',
      idempotencyKey: 'membership:1',
      description: 'Membership',
    });
    expect(await intents.retrieve(chargeId)).toMatchObject({ status: 'succeeded' });
    // The same key again: the same payment.
    const again = await processor.charge({
      token: saved.methodRef!,
      amountCents: 999,
      currency: 'CAD',
      idempotencyKey: 'membership:1',
      description: 'Membership',
    });
    expect(again.chargeId).toBe(chargeId);
    expect(stand.paymentIntents().filter((pi) => pi.customer === customer)).toHaveLength(1);

    await intents.detachMethod(saved.methodRef!);
    await intents.detachMethod(saved.methodRef!);
  });

  it('refunds part of a payment, then the rest; refuses more than is left, and takes a payment refunded already as done', async () => {
    const paid = await intents.pay({
      methodRef: 'pm_card_visa',
      customerRef: null,
      amountCents: 5_000,
      currency: 'CAD',
      idempotencyKey: 'pay:refund',
      description: 'Load',
      saveMethod: false,
      metadata: { kind: 'load' },
    });
    expect(paid.status).toBe('succeeded');
    expect((await intents.refundPayment(paid.ref, 2_000, 'refund:a')).status).toBe('succeeded');
    // More than what is left: refused for good (not an outage to retry).
    expect((await intents.refundPayment(paid.ref, 3_001, 'refund:over')).status).toBe('failed');
    expect((await intents.refundPayment(paid.ref, 3_000, 'refund:b')).status).toBe('succeeded');
    // Nothing left: refunded already, which is what was asked (an earlier answer lost, or the dashboard).
    expect(await intents.refundPayment(paid.ref, 1, 'refund:c')).toEqual({
      refundId: '',
      status: 'succeeded',
    });
  });

  it('cancels a payment waiting for the bank’s check; a paid one answers its state', async () => {
    const waiting = await intents.pay({
      methodRef: 'pm_card_authenticationRequired',
      customerRef: null,
      amountCents: 1_000,
      currency: 'CAD',
      idempotencyKey: 'pay:3ds',
      description: 'Load',
      saveMethod: false,
      metadata: {},
    });
    expect(waiting).toMatchObject({ status: 'requires_action' });
    expect(waiting.clientSecret).toBeTruthy();
    expect(await intents.cancel(waiting.ref, 'cancel:3ds')).toMatchObject({
      status: 'canceled',
      clientSecret: null,
    });
    const paid = await intents.pay({
      methodRef: 'pm_card_visa',
      customerRef: null,
      amountCents: 1_000,
      currency: 'CAD',
      idempotencyKey: 'pay:paid',
      description: 'Load',
      saveMethod: false,
      metadata: {},
    });
    expect(await intents.cancel(paid.ref, 'cancel:paid')).toMatchObject({ status: 'succeeded' });
  });

  it('refuses card numbers: they are entered in Stripe’s own field', async () => {
    await expect(
      processor.tokenizeCard({
        number: '4242424242424242',
        expMonth: 1,
        expYear: 2040,
        cvc: '123',
        holderName: 'P',
      }),
    ).rejects.toMatchObject({ code: 'CARD_INVALID' });
  });

  it('reads a signed event, and refuses one signed with another secret or changed on the way', async () => {
    const paid = await intents.pay({
      methodRef: 'pm_card_visa',
      customerRef: null,
      amountCents: 700,
      currency: 'CAD',
      idempotencyKey: 'pay:event',
      description: 'Load',
      saveMethod: false,
      metadata: {},
    });
    const event = stand
      .events()
      .find(
        (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === paid.ref,
      )!;
    const { payload, header } = stand.signedDelivery(event, { secret: WEBHOOK_SECRET });
    expect(intents.verifyEvent(payload, header)).toMatchObject({
      id: event.id,
      type: 'payment_intent.succeeded',
      objectRef: (event.data.object as { id: string }).id,
    });
    const other = stand.signedDelivery(event, { secret: 'whsec_other' });
    expect(() => intents.verifyEvent(other.payload, other.header)).toThrow(PaymentError);
    expect(() => intents.verifyEvent(payload.replace('succeeded', 'canceled'), header)).toThrow(PaymentError);
  });
});
