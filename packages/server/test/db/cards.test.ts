import { CARD_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentCards } from '../../src/db/schema.ts';
import { ADMIN, type As, build, call, signIn } from '../helper.ts';
import { card, newMember } from './membership-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

const addCard = (as: As, body: unknown) => call(app, 'addCard', { as, body });
const listCards = async (as: As) =>
  (await call(app, 'listCards', { as })).json().data as {
    id: string;
    isDefault: boolean;
    last4: string;
  }[];
/** POST /v1/subscription/subscribe with a fresh Idempotency-Key. */
const subscribe = (as: As, body: object) => call(app, 'subscribe', { as, body });

describe('POST /v1/payment/cards', () => {
  it('tokenizes and saves a card: brand and last four only, the first card is the default', async () => {
    const m = await newMember(app, 'COMPLETED');
    const res = await addCard(m.headers, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, isDefault: true });
    expect(JSON.stringify(res.json())).not.toContain('4242424242424242');
    const rows = await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.processorToken).toMatch(/^sb_tok_/);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('"123"');

    const second = await addCard(m.headers, card('5555 5555 5555 4444'));
    expect(second.json().data).toMatchObject({ brand: 'Mastercard', last4: '4444', isDefault: false });
    const amex = await addCard(m.headers, card('3782 822463 10005', { makeDefault: true }));
    expect(amex.json().data).toMatchObject({ brand: 'Amex', last4: '0005', isDefault: true });
    const list = await listCards(m.headers);
    expect(list.map((c) => [c.last4, c.isDefault])).toEqual([
      ['0005', true],
      ['4444', false],
      ['4242', false],
    ]);
  });

  it('rejects an invalid number, a past month of this year and a bad CVC, saving nothing', async () => {
    const m = await newMember(app, 'COMPLETED');
    const luhn = await addCard(m.headers, card('4242 4242 4242 4241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { number: [CARD_MESSAGES.number] },
    });
    const unknownBrand = await addCard(m.headers, card('1234 5678 9012 3452'));
    expect(unknownBrand.json().fieldErrors.number).toEqual([CARD_MESSAGES.number]);

    const now = new Date();
    if (now.getMonth() > 0) {
      const past = await addCard(
        m.headers,
        card(undefined, { expMonth: now.getMonth(), expYear: now.getFullYear() }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json().fieldErrors.expMonth).toEqual([VALIDATION_MESSAGES.monthPast]);
    }
    const month13 = await addCard(m.headers, card(undefined, { expMonth: 13 }));
    expect(month13.json().fieldErrors.expMonth).toEqual([VALIDATION_MESSAGES.monthRange]);
    const lastYear = await addCard(m.headers, card(undefined, { expYear: now.getFullYear() - 1 }));
    expect(lastYear.json().fieldErrors.expYear).toEqual([VALIDATION_MESSAGES.yearInvalid]);

    const cvc = await addCard(m.headers, card(undefined, { cvc: '12' }));
    expect(cvc.json().fieldErrors.cvc).toEqual([CARD_MESSAGES.cvc]);
    const amexCvc = await addCard(m.headers, card('3782 822463 10005', { cvc: '123' }));
    expect(amexCvc.json().fieldErrors.cvc).toEqual([CARD_MESSAGES.cvcAmex]);
    const noName = await addCard(m.headers, card(undefined, { holderName: '  ' }));
    expect(noName.json().fieldErrors.holderName).toEqual([CARD_MESSAGES.holderName]);

    expect(await listCards(m.headers)).toEqual([]);
  });

  it('saves a card the processor will decline: the decline shows when it is charged', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const res = await addCard(m.headers, card('4000 0000 0000 0002'));
    expect(res.statusCode).toBe(200);
    const pay = await subscribe(m.headers, { cardId: res.json().data.id });
    expect(pay.statusCode).toBe(402);
    expect(pay.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Please use another card.',
    });
  });

  it('caps the saved cards at five', async () => {
    const m = await newMember(app, 'COMPLETED');
    for (let i = 0; i < 5; i++) expect((await addCard(m.headers, card())).statusCode).toBe(200);
    const sixth = await addCard(m.headers, card());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(CARD_MESSAGES.tooManyCards);
  });
});

describe('default and removal', () => {
  it('makes another card the default and removes cards (soft delete)', async () => {
    const m = await newMember(app, 'COMPLETED');
    const a = (await addCard(m.headers, card())).json().data;
    const b = (await addCard(m.headers, card('5555 5555 5555 4444'))).json().data;
    const set = await call(app, 'setDefaultCard', { as: m.headers, params: { id: b.id } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    // Removing the default card makes the other one the default.
    const del = await call(app, 'deleteCard', { as: m.headers, params: { id: b.id } });
    expect(del.statusCode).toBe(200);
    expect(await listCards(m.headers)).toEqual([expect.objectContaining({ id: a.id, isDefault: true })]);
    const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, b.id));
    expect(row!.deletedAt).not.toBeNull();
    const again = await call(app, 'deleteCard', { as: m.headers, params: { id: b.id } });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another member's card", async () => {
    const owner = await newMember(app, 'COMPLETED');
    const other = await newMember(app, 'COMPLETED');
    const c = (await addCard(owner.headers, card())).json().data;
    for (const name of ['setDefaultCard', 'deleteCard'] as const) {
      const res = await call(app, name, { as: other.headers, params: { id: c.id } });
      expect(res.statusCode).toBe(404);
    }
    const pay = await subscribe(other.headers, { cardId: c.id });
    expect(pay.statusCode).toBe(404);
    expect(await listCards(other.headers)).toEqual([]);
    expect(await listCards(owner.headers)).toHaveLength(1);
  });

  it('keeps the only card of an active membership; with another card the membership moves to it', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const paid = await subscribe(m.headers, { card: card() });
    expect(paid.statusCode).toBe(200);
    const first = paid.json().data.membership.card;
    const blocked = await call(app, 'deleteCard', { as: m.headers, params: { id: first.id } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(CARD_MESSAGES.cardOfActiveMembership);

    const other = (await addCard(m.headers, card('5555 5555 5555 4444'))).json().data;
    const ok = await call(app, 'deleteCard', { as: m.headers, params: { id: first.id } });
    expect(ok.statusCode).toBe(200);
    const sub = await call(app, 'getCustomerSubscription', { as: m.headers });
    expect(sub.json().data.card).toMatchObject({ id: other.id, last4: '4444' });
  });

  it('is for members only', async () => {
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const res = await call(app, 'listCards', { as: admin });
    expect(res.statusCode).toBe(403);
    const anon = await call(app, 'listCards');
    expect(anon.statusCode).toBe(401);
  });
});
