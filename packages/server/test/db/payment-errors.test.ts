/**
 * One mapping of payment failures to API errors for cards, membership and wallet loads
 * (adapters/payments.ts): a processor error is "try again later" (503), never a decline; a refusal
 * is answered the same by every caller, and a load's replay answers exactly as the first time.
 */
import { CARD_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_PROCESSORS, PaymentError } from '../../src/adapters/payments.ts';
import { createSandboxProcessor } from '../../src/adapters/payments-sandbox.ts';
import { bitsLoads, cardCharges, paymentCards } from '../../src/db/schema.ts';
import { type As, build, call, freshIp, signIn } from '../helper.ts';
import { card, key, newMember } from './membership-helpers.ts';

/** The sandbox, except that tokenizing fails with a processor error while `outage` is set. */
let outage = false;
PAYMENT_PROCESSORS.flaky = () => {
  const sandbox = createSandboxProcessor();
  return {
    ...sandbox,
    name: 'flaky',
    tokenizeCard: (c) =>
      outage
        ? Promise.reject(new PaymentError('PROCESSOR_ERROR', 'Gateway timeout'))
        : sandbox.tokenizeCard(c),
  };
};
afterAll(() => {
  delete PAYMENT_PROCESSORS.flaky;
});

const app = await build({ config: { enableTestApi: true, paymentsProvider: 'flaky' } });
const db = app.database.db;
const PIN = '2468';
const EXPIRED = '4000 0000 0000 0069';

async function walletMember() {
  const m = await newMember(app, 'COMPLETED');
  const pin = await call(app, 'setPin', {
    as: m.headers,
    body: { pin: PIN, confirmPin: PIN },
    remoteAddress: freshIp(),
  });
  expect(pin.statusCode).toBe(200);
  const { headers } = await signIn(app, { email: m.email, password: 'Sandbox#Pass1' });
  return { ...m, headers };
}

/** POST /v1/wallet/load-bits from a fresh address, with a fresh Idempotency-Key unless given. */
const loadBits = (as: As, body: object, idempotencyKey?: string) =>
  call(app, 'loadBits', { as, body, idempotencyKey, remoteAddress: freshIp() });
/** POST /v1/subscription/subscribe with a fresh Idempotency-Key. */
const subscribe = (as: As, body: object) => call(app, 'subscribe', { as, body });

const unavailable = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: ERROR_MESSAGES.serviceUnavailable,
};

describe('a processor error while tokenizing a new card', () => {
  it('answers 503 "try again" (not a decline) for a wallet load, and saves nothing', async () => {
    const m = await walletMember();
    outage = true;
    try {
      const res = await loadBits(m.headers, { amountCents: 5_000, card: card(), pin: PIN });
      expect(res.json()).toEqual(unavailable);
    } finally {
      outage = false;
    }
    expect(await db.select().from(bitsLoads).where(eq(bitsLoads.userId, m.id))).toEqual([]);
    expect(await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id))).toEqual([]);
  });

  it('answers the same 503 when saving a card or subscribing with a new card', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    outage = true;
    try {
      const add = await call(app, 'addCard', { as: m.headers, body: card() });
      expect(add.json()).toEqual(unavailable);
      const pay = await subscribe(m.headers, { card: card() });
      expect(pay.json()).toEqual(unavailable);
    } finally {
      outage = false;
    }
    expect(await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id))).toEqual([]);
    expect(await db.select().from(cardCharges).where(eq(cardCharges.userId, m.id))).toEqual([]);
  });
});

describe('an expired card at charge time', () => {
  const expired = { statusCode: 400, code: 'CARD_INVALID', message: CARD_MESSAGES.expired };

  it('is answered the same by a load (and its replay) and by a subscription', async () => {
    const w = await walletMember();
    const loadKey = key();
    const first = await loadBits(w.headers, { amountCents: 5_000, card: card(EXPIRED), pin: PIN }, loadKey);
    expect(first.json()).toEqual(expired);
    const replay = await loadBits(w.headers, { amountCents: 5_000, card: card(EXPIRED), pin: PIN }, loadKey);
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.json()).toEqual(first.json());
    const loads = await db.select().from(bitsLoads).where(eq(bitsLoads.userId, w.id));
    expect(loads.map((l) => [l.status, l.failureCode])).toEqual([['FAILED', 'CARD_EXPIRED']]);

    const m = await newMember(app, 'SUBSCRIPTION');
    const pay = await subscribe(m.headers, { card: card(EXPIRED) });
    expect(pay.json()).toEqual(expired);
  });
});
