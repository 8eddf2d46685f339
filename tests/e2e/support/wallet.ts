import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** The demo members' wallet PIN (packages/server/src/seed.ts). */
export const DEMO_PIN = '2468';

/** The sandbox card that always succeeds (README, Sandbox cards). */
export const SANDBOX_CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Demo Member',
};

/** Loads BITS by card through POST /v1/wallet/load-bits for the member whose headers are given. */
export async function loadBits(
  request: APIRequestContext,
  headers: Record<string, string>,
  amountCents: number,
  pin = DEMO_PIN,
) {
  const res = await request.post('/v1/wallet/load-bits', {
    headers: { ...headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { amountCents, card: SANDBOX_CARD, pin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
