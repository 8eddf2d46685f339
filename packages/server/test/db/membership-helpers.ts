/** Shared helpers of the membership, cards and idempotency tests. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createUser, testIdempotencyKey } from '../helper.ts';

const PASSWORD = 'Sandbox#Pass1';
let counter = 0;

/** A member created at `stage` through the test API, signed in. */
export async function newMember(app: FastifyInstance, stage = 'SUBSCRIPTION') {
  const email = `member${++counter}.${randomUUID().slice(0, 8)}@example.com`;
  const s = await createUser(app, { email, password: PASSWORD, stage });
  return { id: s.user.id, email, headers: s.headers };
}

const year = new Date().getFullYear();
/** A card as typed in the form; `number` picks the sandbox outcome. */
export const card = (number = '4242 4242 4242 4242', extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: year + 2,
  cvc: number.replace(/\D/g, '').startsWith('3') ? '1234' : '123',
  holderName: 'Casey Member',
  ...extra,
});

/** A fresh Idempotency-Key. */
export const key = testIdempotencyKey;
