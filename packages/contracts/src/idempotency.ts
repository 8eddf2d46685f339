/**
 * Idempotent calls (money-moving and charging POSTs), declared once on the endpoint (`idempotent` in
 * the registry) and used by the server's `route()`, the API client and the member app alike.
 *
 * A request carries an `Idempotency-Key` header: one key per user attempt. The server answers a retry
 * with the same key and the same request (its fingerprint) with the first answer, and refuses the same
 * key with another request. The fingerprint leaves secrets out (PIN, card number and CVC), so nothing
 * secret is stored and the stored hash is the same after a restart.
 */
import type { EndpointDef } from './endpoint-def.ts';

/** 8 to 255 characters of A-Z a-z 0-9 _ - : . */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

/** A fresh Idempotency-Key for one attempt (`<prefix>-<uuid>`). */
export const newIdempotencyKey = (prefix = 'pay'): string => `${prefix}-${globalThis.crypto.randomUUID()}`;

/** Fields that never take part in a fingerprint: they prove who asks, not what is asked. */
const CREDENTIAL_FIELDS = new Set(['pin', 'pinToken']);

/** A card as it may be fingerprinted: brandless last four digits and the expiry, never number or CVC. */
export function cardFingerprint(card: {
  number: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  holderName?: unknown;
  postalCode?: unknown;
}): Record<string, unknown> {
  return {
    last4: String(card.number ?? '')
      .replace(/\D/g, '')
      .slice(-4),
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    holderName: typeof card.holderName === 'string' ? card.holderName.trim() : card.holderName,
    postalCode: card.postalCode,
  };
}

/**
 * Body fingerprint of a request with a new card: the card reduced to `cardFingerprint`, credentials left
 * out. Endpoints taking card details declare it as their `fingerprint`.
 */
export function withCardFingerprint(body: Record<string, unknown>): Record<string, unknown> {
  const { card, ...rest } = body;
  return card && typeof card === 'object'
    ? { ...rest, card: cardFingerprint(card as { number: unknown }) }
    : rest;
}

/**
 * What makes two requests with one key "the same": the endpoint's own `fingerprint`, else the body
 * without its credential fields (PIN, pinToken). Never contains a secret.
 */
export function requestFingerprint(def: Pick<EndpointDef, 'fingerprint'>, body: unknown): unknown {
  const plain =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([k]) => !CREDENTIAL_FIELDS.has(k)))
      : body;
  return def.fingerprint ? def.fingerprint(plain as never) : plain;
}

/** JSON with object keys sorted, so equal bodies compare equal whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}
