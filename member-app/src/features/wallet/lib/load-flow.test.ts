import { describe, expect, it } from 'vitest';
import { loadRequestBody } from './load-flow.ts';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Pat' };

describe('loadRequestBody: what the payment step sends for each kind of card', () => {
  it('a saved card: its id', () => {
    expect(loadRequestBody(2500, { cardId: 'c1' }, '2468')).toEqual({
      amountCents: 2500,
      cardId: 'c1',
      pin: '2468',
    });
  });

  it("the app's card form (sandbox): the card's details and whether to save it", () => {
    expect(loadRequestBody(2500, { card, saveCard: true, label: 'Card ending 4242' }, '2468')).toEqual({
      amountCents: 2500,
      card,
      saveCard: true,
      pin: '2468',
    });
  });

  it("Stripe's field: only Stripe's PaymentMethod id, never a card number", () => {
    const body = loadRequestBody(
      2500,
      {
        stripeCard: { paymentMethodId: 'pm_123', brand: 'Visa', last4: '4242' },
        saveCard: false,
        label: 'Visa ending 4242',
      },
      '2468',
    );
    expect(body).toEqual({ amountCents: 2500, paymentMethodId: 'pm_123', saveCard: false, pin: '2468' });
    expect(JSON.stringify(body)).not.toContain('4242');
  });
});
