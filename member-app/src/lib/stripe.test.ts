// First: the language module reaches the API client, whose modules read local storage when loaded.
import './memory-local-storage.ts';
import { ApiError } from '@barterbits/api-client';
import { describe, expect, it } from 'vitest';
import { withAttemptKey } from './attempts.ts';
import {
  BankCheckError,
  createStripeCard,
  STRIPE_KEY_SETTING,
  StripeFieldError,
  stripeBankCheck,
  stripeCardOf,
  stripePublishableKey,
  withBankCheck,
} from './stripe.ts';

/** The server's answer when the bank asks the member to confirm (3-D Secure). */
const actionRequired = (clientSecret = 'pi_1_secret_a') => {
  const e = new ApiError('Your bank asks you to confirm this payment.', 402, 'PAYMENT_ACTION_REQUIRED');
  e.action = { type: 'authenticate', clientSecret };
  return e;
};

/**
 * A server for one load, through the app's attempt keys: it records the Idempotency-Key of every try
 * and gives the answers in turn (an Error is thrown, anything else is the answer).
 */
function server(answers: unknown[]) {
  const keys: string[] = [];
  const body = {
    amountCents: 2500,
    paymentMethodId: `pm_${Math.random().toString(36).slice(2)}`,
    pin: '2468',
  };
  const send = () =>
    withAttemptKey('loadBits', body, async (key) => {
      keys.push(key);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
  return { keys, send };
}

describe('stripePublishableKey: Stripe is on only when the page carries its key', () => {
  it('reads a publishable key from the run-time settings', () => {
    expect(stripePublishableKey({ [STRIPE_KEY_SETTING]: ' pk_test_abc ' })).toBe('pk_test_abc');
    expect(stripePublishableKey({ [STRIPE_KEY_SETTING]: 'pk_live_xyz' })).toBe('pk_live_xyz');
  });

  it('is off without one, or with anything but a publishable key (never a secret one)', () => {
    expect(stripePublishableKey({})).toBeNull();
    expect(stripePublishableKey({ [STRIPE_KEY_SETTING]: '' })).toBeNull();
    expect(stripePublishableKey({ [STRIPE_KEY_SETTING]: 'sk_test_abc' })).toBeNull();
    expect(stripePublishableKey({ [STRIPE_KEY_SETTING]: 42 })).toBeNull();
    // Outside a browser page there are no run-time settings.
    expect(stripePublishableKey()).toBeNull();
  });
});

describe("stripeCardOf: what the load keeps of Stripe's PaymentMethod", () => {
  it('keeps the id, the brand as the app names it and the last four digits', () => {
    expect(stripeCardOf({ id: 'pm_1', card: { brand: 'visa', last4: '4242' } })).toEqual({
      paymentMethodId: 'pm_1',
      brand: 'Visa',
      last4: '4242',
    });
    expect(stripeCardOf({ id: 'pm_2', card: { brand: 'amex', last4: '0005' } }).brand).toBe('Amex');
    expect(stripeCardOf({ id: 'pm_3', card: { brand: 'cartes_bancaires', last4: '1' } }).brand).toBe(
      'cartes_bancaires',
    );
    expect(stripeCardOf({ id: 'pm_4', card: null })).toEqual({
      paymentMethodId: 'pm_4',
      brand: 'Card',
      last4: '',
    });
  });
});

describe("withBankCheck: the bank's check, then the same request with the same key", () => {
  it('sends the same request again with the same Idempotency-Key once the member confirmed', async () => {
    const { keys, send } = server([actionRequired('pi_9_secret_z'), 'credited']);
    const checked: string[] = [];
    const answer = await withBankCheck(send, async (secret) => {
      checked.push(secret);
      return null;
    });
    expect(answer).toBe('credited');
    expect(checked).toEqual(['pi_9_secret_z']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('once credited, the attempt is over: a new load of the same card is a new attempt', async () => {
    const { keys, send } = server([actionRequired(), 'credited', 'credited again']);
    await withBankCheck(send, async () => null);
    await withBankCheck(send, async () => null);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a failed check: the request is sent once more so the server closes the payment, and the check speaks', async () => {
    const declined = new ApiError('Your card was declined.', 402, 'CARD_DECLINED');
    const { keys, send } = server([actionRequired(), declined, 'next']);
    await expect(
      withBankCheck(send, async () => 'We are unable to authenticate your payment method.'),
    ).rejects.toEqual(new BankCheckError('We are unable to authenticate your payment method.'));
    expect(keys).toEqual([keys[0], keys[0]]);
    // The server's refusal ended the attempt: trying again is a new one.
    await withBankCheck(send, async () => null);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a failed check whose payment went through after all is a success', async () => {
    const { send } = server([actionRequired(), 'credited']);
    expect(await withBankCheck(send, async () => 'The check failed.')).toBe('credited');
  });

  it('the key survives an unconfirmed payment: pressing Pay again confirms the same payment', async () => {
    const { keys, send } = server([actionRequired(), actionRequired(), actionRequired(), 'credited']);
    await expect(withBankCheck(send, async () => 'Closed the window.')).rejects.toBeInstanceOf(
      BankCheckError,
    );
    expect(await withBankCheck(send, async () => null)).toBe('credited');
    expect(new Set(keys).size).toBe(1);
  });

  it('other answers, and an action without a check, are thrown as they are', async () => {
    const pin = new ApiError('Incorrect PIN', 400, 'INCORRECT_PIN');
    const { send } = server([pin]);
    let asked = false;
    await expect(
      withBankCheck(send, async () => {
        asked = true;
        return null;
      }),
    ).rejects.toBe(pin);
    expect(asked).toBe(false);
    const action = actionRequired();
    await expect(withBankCheck(server([action]).send, undefined)).rejects.toBe(action);
  });

  it('stops asking after a few checks (a bank asks once)', async () => {
    const { keys, send } = server(Array.from({ length: 10 }, () => actionRequired()));
    await expect(withBankCheck(send, async () => null)).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
    });
    expect(keys.length).toBe(4);
  });
});

describe("stripeBankCheck: Stripe.js's handleNextAction", () => {
  it("passes the client secret, and gives Stripe's message when it fails", async () => {
    const secrets: string[] = [];
    const ok = stripeBankCheck(
      {
        handleNextAction: (async ({ clientSecret }: { clientSecret: string }) => {
          secrets.push(clientSecret);
          return { paymentIntent: { status: 'succeeded' } };
        }) as never,
      },
      'fallback',
    );
    expect(await ok('pi_1_secret_x')).toBeNull();
    expect(secrets).toEqual(['pi_1_secret_x']);
    const failing = (message?: string) =>
      stripeBankCheck(
        { handleNextAction: (async () => ({ error: { type: 'card_error', message } })) as never },
        'fallback',
      );
    expect(await failing('Authentication failed.')('s')).toBe('Authentication failed.');
    expect(await failing()('s')).toBe('fallback');
  });
});

describe("createStripeCard: the card in Stripe's field as a PaymentMethod", () => {
  const card = { elementType: 'card' } as never;

  it("asks Stripe for a card PaymentMethod of the field's card, and keeps its id, brand and last four", async () => {
    const asked: unknown[] = [];
    const stripe = {
      createPaymentMethod: (async (data: unknown) => {
        asked.push(data);
        return { paymentMethod: { id: 'pm_9', card: { brand: 'mastercard', last4: '4444' } } };
      }) as never,
    };
    expect(await createStripeCard(stripe, card, 'fallback')).toEqual({
      paymentMethodId: 'pm_9',
      brand: 'Mastercard',
      last4: '4444',
    });
    expect(asked).toEqual([{ type: 'card', card }]);
  });

  it("throws Stripe's words when it refuses the card, or the fallback when it gave none", async () => {
    const refusing = (message?: string) => ({
      createPaymentMethod: (async () => ({ error: { type: 'validation_error', message } })) as never,
    });
    await expect(
      createStripeCard(refusing('Your card number is incomplete.'), card, 'fallback'),
    ).rejects.toEqual(new StripeFieldError('Your card number is incomplete.'));
    await expect(createStripeCard(refusing(), card, 'fallback')).rejects.toEqual(
      new StripeFieldError('fallback'),
    );
  });
});
