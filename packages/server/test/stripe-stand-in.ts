/**
 * A local stand-in for the Stripe API, so the official `stripe` library runs against it without reaching
 * Stripe: Customers, PaymentMethods (with Stripe's test cards and `pm_card_*` ids), PaymentIntents (decline
 * codes, 3-D Secure, off-session rules), SetupIntents, Refunds, Charges, and the test controls Stripe's
 * dashboard or the member's bank would otherwise be: the browser's 3-D Secure step, disputes, dashboard
 * refunds, outages and lost answers. Requests are checked as Stripe checks them (secret key, form-encoded
 * bracket parameters, unknown parameters refused, idempotency keys replayed or refused), and every state
 * change records a Stripe Event that tests deliver signed with Stripe's real `Stripe-Signature` scheme.
 *
 * Point the library at it with `new Stripe(secretKey, { ...standIn.clientOptions, maxNetworkRetries: 0 })`
 * (or STRIPE_API_URL = `standIn.url`).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The API version of the `stripe` library in use (its `Stripe-Version`), stamped on events. */
export const STAND_IN_API_VERSION = '2026-10-28.endive';

/** A form parameter as Stripe reads it: `a[b][0]=x` is `{ a: { b: ['x'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

type Metadata = Record<string, string>;

export interface StandInCard {
  brand: string;
  display_brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit' | 'debit';
  country: string;
  fingerprint: string;
  wallet: null;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  billing_details: { email: string | null; name: string | null; phone: string | null };
  card: StandInCard;
  metadata: Metadata;
  allow_redisplay: 'unspecified';
  livemode: false;
}

export interface StandInPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  charge?: string;
  payment_method: StandInPaymentMethod | null;
  doc_url?: string;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface StandInNextAction {
  type: 'use_stripe_sdk';
  use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string };
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  amount: number;
  amount_received: number;
  amount_capturable: 0;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  status: PaymentIntentStatus;
  client_secret: string;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  description: string | null;
  metadata: Metadata;
  latest_charge: string | null;
  last_payment_error: StandInPaymentError | null;
  next_action: StandInNextAction | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  livemode: false;
}

export interface StandInCharge {
  id: string;
  object: 'charge';
  created: number;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Metadata;
  outcome: { network_status: string; reason: string | null; seller_message: string; type: string };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: Pick<StandInCard, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'>;
  };
  refunded: boolean;
  status: 'succeeded' | 'failed';
  livemode: false;
}

export interface StandInSetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  client_secret: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: string[];
  allowed_payment_method_types: string[] | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';
  usage: 'off_session' | 'on_session';
  next_action: StandInNextAction | null;
  last_setup_error: StandInPaymentError | null;
  cancellation_reason: string | null;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  created: number;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Metadata;
  status: 'succeeded';
  balance_transaction: null;
}

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

export interface StandInDispute {
  id: string;
  object: 'dispute';
  created: number;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
  is_charge_refundable: false;
  metadata: Metadata;
  evidence_details: { due_by: number; has_evidence: false; past_due: false; submission_count: 0 };
  livemode: false;
}

export type StandInEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.requires_action'
  | 'payment_intent.canceled'
  | 'setup_intent.succeeded'
  | 'setup_intent.setup_failed'
  | 'setup_intent.requires_action'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'charge.dispute.closed';

type StandInObject =
  | StandInCustomer
  | StandInPaymentMethod
  | StandInPaymentIntent
  | StandInCharge
  | StandInSetupIntent
  | StandInRefund
  | StandInDispute;

/** A Stripe Event: `data.object` is the object as it was when the event happened. */
export interface StandInEvent {
  id: string;
  object: 'event';
  type: StandInEventType;
  created: number;
  api_version: string;
  data: { object: StandInObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** One request the stand-in answered (or dropped, status 0). */
export interface StripeCall {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replayed: boolean;
}

export interface StripeStandInOptions {
  /** The secret key requests must carry (default `sk_test_stand_in`). */
  secretKey?: string;
  /**
   * The publishable key Stripe.js would use (default `pk_test_stand_in`): it may create PaymentMethods, and
   * read or confirm an intent with its client secret.
   */
  publishableKey?: string;
  /** The stand-in's clock (ms), for `created` and signature timestamps. */
  now?: () => number;
}

export interface StripeStandIn {
  /** Base URL, `http://127.0.0.1:<port>` (STRIPE_API_URL). */
  readonly url: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  /** Spread into `new Stripe(key, { ...clientOptions })`. */
  readonly clientOptions: { host: string; port: number; protocol: 'http'; telemetry: false };
  /** Every request, in order. */
  readonly calls: StripeCall[];

  /** Objects created so far, by kind (replayed requests create nothing). */
  counts(): {
    customers: number;
    paymentMethods: number;
    paymentIntents: number;
    charges: number;
    setupIntents: number;
    refunds: number;
    disputes: number;
  };
  customers(): StandInCustomer[];
  paymentMethods(): StandInPaymentMethod[];
  paymentIntents(): StandInPaymentIntent[];
  charges(): StandInCharge[];
  setupIntents(): StandInSetupIntent[];
  refunds(): StandInRefund[];
  disputes(): StandInDispute[];
  /** Any stored object by id (a copy), or undefined. */
  find(id: string): StandInObject | undefined;

  /**
   * The member's 3-D Secure step in the browser, for a PaymentIntent (`pi_…`) or SetupIntent (`seti_…`)
   * that requires_action: passed → succeeded (a charge for a payment), failed → requires_payment_method
   * with `last_payment_error.code` `payment_intent_authentication_failure` (`setup_intent_…` for a setup).
   * Over HTTP (for a stand-in of Stripe.js): `POST /_stand-in/authenticate/<id>` with `ok=true|false`.
   */
  authenticate(intentId: string, ok: boolean): StandInPaymentIntent | StandInSetupIntent;
  /** The card holder's bank disputes a charge (default: what is not refunded; reason `fraudulent`). */
  openDispute(chargeId: string, amountCents?: number, reason?: string): StandInDispute;
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInDispute;
  /** A refund made in Stripe's dashboard (default: what is left), as `POST /v1/refunds` would. */
  refundFromDashboard(chargeId: string, amountCents?: number): StandInRefund;
  /** The next `n` API calls answer 500 api_error without running (nothing stored for their keys). */
  failNext(n?: number): void;
  /**
   * The next `n` API calls run but their answer is lost (the connection is reset): the library retries a
   * closed connection once with the same idempotency key, which replays the stored answer.
   */
  loseNextAnswers(n?: number): void;

  /** Every event so far, in order. */
  events(): StandInEvent[];
  /** A webhook delivery of `event`: its JSON body and its `Stripe-Signature` header. */
  signedDelivery(
    event: StandInEvent,
    opts: { secret: string; timestamp?: number },
  ): { payload: string; header: string };
  /**
   * POSTs the events not yet delivered (answered 2xx), in order, signed with `secret`, as Stripe's webhooks
   * do; the ones refused stay pending for the next call.
   */
  deliverTo(url: string, secret: string): Promise<{ id: string; type: StandInEventType; status: number }[]>;

  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------
// Form parameters

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Turns objects whose keys are all indexes into arrays, in index order. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arraysOf(value[k] as FormValue);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k] as FormValue);
  }
  return value;
}

/**
 * Parses an `application/x-www-form-urlencoded` body (or query) with Stripe's bracket keys into nested
 * objects: `metadata[loadId]=x` → `{ metadata: { loadId: 'x' } }`, `payment_method_types[0]=card` and
 * `expand[]=x` → arrays.
 */
export function parseStripeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!m) throw invalid(`Invalid parameter name: ${key}`, { code: 'parameter_invalid_empty', param: key });
    const path = [m[1] as string, ...[...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((s) => s[1] as string)];
    if (path.some((p) => UNSAFE_KEYS.has(p))) continue;
    let node: FormParams = root;
    for (let i = 0; i < path.length; i++) {
      let seg = path[i] as string;
      // `a[]` appends: the next free index.
      if (seg === '') seg = String(Object.keys(node).length);
      if (i === path.length - 1) {
        node[seg] = value;
      } else {
        const next = node[seg];
        if (typeof next === 'object' && !Array.isArray(next)) node = next;
        else node = node[seg] = {};
      }
    }
  }
  for (const k of Object.keys(root)) root[k] = arraysOf(root[k] as FormValue);
  return root;
}

/** Parameters as one string, keys sorted, to compare a replayed request with the first one. */
function canonical(value: FormValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
    .join(',')}}`;
}

// ---------------------------------------------------------------------------------------------------
// Errors as Stripe answers them

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
const unexpectedState = (message: string) => invalid(message, { code: 'payment_intent_unexpected_state' });

// ---------------------------------------------------------------------------------------------------
// Test cards

/** How a card behaves: Stripe's test cards. */
type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'expired'
  /** 4000002760003184: every payment asks for 3-D Secure, and off-session ones are refused. */
  | 'authenticate_always'
  /** 4000002500003155: 3-D Secure once; after it is set up, off-session payments go through. */
  | 'authenticate_unless_set_up';

interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
  funding: 'credit' | 'debit';
}

const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds', funding: 'credit' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds', funding: 'credit' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined', funding: 'credit' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds', funding: 'debit' },
  '4000000000000069': { brand: 'visa', behaviour: 'expired', funding: 'credit' },
  '4000002760003184': { brand: 'visa', behaviour: 'authenticate_always', funding: 'credit' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate_unless_set_up', funding: 'credit' },
};

/** Stripe's test PaymentMethod ids, usable without creating them (each use makes a fresh `pm_…`). */
const MAGIC_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredSetupForOffSession: '4000002500003155',
};

/** The card refusals, as Stripe words them. */
const REFUSALS: Readonly<
  Partial<
    Record<CardBehaviour | 'authentication_required', { code: string; decline: string; message: string }>
  >
> = {
  declined: { code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired: { code: 'expired_card', decline: 'expired_card', message: 'Your card has expired.' },
  authentication_required: {
    code: 'authentication_required',
    decline: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (number: string) =>
  number.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(number)
      ? 'mastercard'
      : /^3[47]/.test(number)
        ? 'amex'
        : /^6(011|5)/.test(number)
          ? 'discover'
          : 'unknown';

const AUTH_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

// ---------------------------------------------------------------------------------------------------
// Reading parameters

const isObj = (v: FormValue | undefined): v is FormParams =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function allowOnly(params: FormParams, allowed: readonly string[]) {
  for (const k of Object.keys(params)) {
    if (k !== 'expand' && !allowed.includes(k)) {
      throw invalid(`Received unknown parameter: ${k}`, { code: 'parameter_unknown', param: k });
    }
  }
}

function str(params: FormParams, key: string): string | undefined {
  const v = params[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string')
    throw invalid(`Invalid string: ${key}`, { code: 'parameter_invalid_string', param: key });
  return v;
}

function bool(params: FormParams, key: string): boolean | undefined {
  const v = str(params, key);
  if (v === undefined) return undefined;
  if (v !== 'true' && v !== 'false') throw invalid(`Invalid boolean: ${v}`, { param: key });
  return v === 'true';
}

function int(params: FormParams, key: string): number | undefined {
  const v = str(params, key);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) {
    throw invalid(`Invalid integer: ${v}`, { code: 'parameter_invalid_integer', param: key });
  }
  return Number(v);
}

function oneOf<T extends string>(params: FormParams, key: string, values: readonly T[]): T | undefined {
  const v = str(params, key);
  if (v === undefined) return undefined;
  if (!(values as readonly string[]).includes(v)) {
    throw invalid(`Invalid ${key}: must be one of ${values.join(', ')}`, { param: key });
  }
  return v as T;
}

/** Stripe's metadata rules (≤ 50 keys of ≤ 40 characters, values ≤ 500); an empty value removes a key. */
function metadataInto(target: Metadata, params: FormParams) {
  const v = params.metadata;
  if (v === undefined) return;
  if (v === '') {
    for (const k of Object.keys(target)) delete target[k];
    return;
  }
  if (!isObj(v)) throw invalid('Invalid object', { param: 'metadata' });
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== 'string') throw invalid('Invalid metadata value', { param: `metadata[${k}]` });
    if (k.length > 40) throw invalid('Metadata keys can be at most 40 characters.', { param: 'metadata' });
    if (value.length > 500)
      throw invalid('Metadata values can be at most 500 characters.', { param: 'metadata' });
    if (value === '') delete target[k];
    else target[k] = value;
  }
  if (Object.keys(target).length > 50)
    throw invalid('Metadata can have at most 50 keys.', { param: 'metadata' });
}

/**
 * The payment method types asked for: `allowed_payment_method_types` (this API version's name) or the
 * older `payment_method_types`; cards only. Null when neither is given.
 */
function allowedTypes(params: FormParams): string[] | null {
  if (params.allowed_payment_method_types !== undefined && params.payment_method_types !== undefined) {
    throw invalid(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      { code: 'parameters_exclusive' },
    );
  }
  const param =
    params.allowed_payment_method_types !== undefined
      ? 'allowed_payment_method_types'
      : 'payment_method_types';
  const v = params[param];
  if (v === undefined) return null;
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string')) throw invalid('Invalid array', { param });
  for (const t of v) {
    if (t !== 'card') {
      throw invalid(`The payment method type "${t}" is invalid or not enabled for this stand-in.`, { param });
    }
  }
  return v as string[];
}

function automaticMethods(params: FormParams): { enabled: boolean; allow_redirects?: string } | null {
  const v = params.automatic_payment_methods;
  if (v === undefined) return null;
  if (!isObj(v)) throw invalid('Invalid object', { param: 'automatic_payment_methods' });
  allowOnly(v, ['enabled', 'allow_redirects']);
  const enabled = bool(v, 'enabled');
  if (enabled === undefined) return throwMissing('automatic_payment_methods[enabled]');
  const redirects = oneOf(v, 'allow_redirects', ['always', 'never'] as const);
  return { enabled, ...(redirects ? { allow_redirects: redirects } : {}) };
}

function throwMissing(param: string): never {
  throw missingParam(param);
}

// ---------------------------------------------------------------------------------------------------

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const copy = <T>(v: T): T => structuredClone(v);

/** Stripe's API answers browsers of any origin (Stripe.js calls it from the member's page). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'request-id, idempotent-replayed, stripe-version',
};
const CORS_PREFLIGHT = {
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, idempotency-key, stripe-version, stripe-account, x-stripe-client-user-agent',
  'access-control-max-age': '300',
};

/**
 * What a publishable key may do, as with Stripe: create PaymentMethods, and read or confirm an intent
 * whose client secret it gives.
 */
function publishableMay(method: string, path: string, clientSecret: string | undefined) {
  if (method === 'POST' && path === '/v1/payment_methods') return true;
  const m = /^\/v1\/(?:payment|setup)_intents\/[A-Za-z0-9_]+(\/confirm)?$/.exec(path);
  if (!m || clientSecret === undefined) return false;
  return method === 'GET' ? !m[1] : method === 'POST' && !!m[1];
}

/** Starts the stand-in on a free loopback port. */
export async function startStripeStandIn(opts: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = opts.secretKey ?? 'sk_test_stand_in';
  const publishableKey = opts.publishableKey ?? 'pk_test_stand_in';
  const now = opts.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const newId = (prefix: string) =>
    `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

  const customers = new Map<string, StandInCustomer>();
  const methods = new Map<string, StandInPaymentMethod>();
  /** What each stored PaymentMethod's card does, and what has become of it. */
  const methodState = new Map<string, { behaviour: CardBehaviour; setUp: boolean; spent: boolean }>();
  const intents = new Map<string, StandInPaymentIntent>();
  const charges = new Map<string, StandInCharge>();
  const setups = new Map<string, StandInSetupIntent>();
  const refunds = new Map<string, StandInRefund>();
  const disputes = new Map<string, StandInDispute>();
  const events: StandInEvent[] = [];
  const delivered = new Set<string>();
  const calls: StripeCall[] = [];
  const stored = new Map<string, { fingerprint: string; status: number; body: string; requestId: string }>();
  let failing = 0;
  let losing = 0;
  /** The request being answered, for the events it causes. */
  let current: { requestId: string; idempotencyKey: string | null } | null = null;

  const stores: Map<string, StandInObject>[] = [
    customers,
    methods,
    intents,
    charges,
    setups,
    refunds,
    disputes,
  ] as unknown as Map<string, StandInObject>[];
  const findStored = (id: string) => {
    for (const s of stores) {
      const o = s.get(id);
      if (o) return o;
    }
    return undefined;
  };

  function record(type: StandInEventType, object: StandInObject) {
    events.push({
      id: newId('evt'),
      object: 'event',
      type,
      created: seconds(),
      api_version: STAND_IN_API_VERSION,
      data: { object: copy(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: current?.requestId ?? null, idempotency_key: current?.idempotencyKey ?? null },
    });
  }

  // --- customers --------------------------------------------------------------------------------

  function customer(id: string, param = 'id') {
    const c = customers.get(id);
    if (!c) throw noSuch('customer', id, param);
    return c;
  }

  const CUSTOMER_PARAMS = ['email', 'name', 'phone', 'description', 'metadata', 'invoice_settings'];
  function updateCustomer(c: StandInCustomer, params: FormParams) {
    for (const k of ['email', 'name', 'phone', 'description'] as const) {
      const v = str(params, k);
      if (v !== undefined) c[k] = v === '' ? null : v;
    }
    metadataInto(c.metadata, params);
    const settings = params.invoice_settings;
    if (isObj(settings)) {
      const pm = str(settings, 'default_payment_method');
      if (pm !== undefined) {
        if (pm && methods.get(pm)?.customer !== c.id) {
          throw invalid(`No such PaymentMethod: '${pm}'; it is not attached to customer ${c.id}.`, {
            param: 'invoice_settings[default_payment_method]',
          });
        }
        c.invoice_settings.default_payment_method = pm || null;
      }
    }
  }

  function createCustomer(params: FormParams) {
    allowOnly(params, CUSTOMER_PARAMS);
    const c: StandInCustomer = {
      id: newId('cus'),
      object: 'customer',
      created: seconds(),
      email: null,
      name: null,
      phone: null,
      description: null,
      metadata: {},
      invoice_settings: { default_payment_method: null },
      livemode: false,
    };
    updateCustomer(c, params);
    customers.set(c.id, c);
    return c;
  }

  // --- payment methods --------------------------------------------------------------------------

  function newMethod(number: string, expMonth: number, expYear: number, extra: FormParams = {}) {
    const test = TEST_CARDS[number] ?? {
      brand: brandOf(number),
      behaviour: 'succeeds' as const,
      funding: 'credit' as const,
    };
    const billing = isObj(extra.billing_details) ? extra.billing_details : {};
    const pm: StandInPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: seconds(),
      customer: null,
      billing_details: {
        email: str(billing, 'email') ?? null,
        name: str(billing, 'name') ?? null,
        phone: str(billing, 'phone') ?? null,
      },
      card: {
        brand: test.brand,
        display_brand: test.brand,
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        funding: test.funding,
        country: 'US',
        fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
        wallet: null,
      },
      metadata: {},
      allow_redisplay: 'unspecified',
      livemode: false,
    };
    metadataInto(pm.metadata, extra);
    methods.set(pm.id, pm);
    methodState.set(pm.id, { behaviour: test.behaviour, setUp: false, spent: false });
    return pm;
  }

  const defaultExpYear = () => new Date(now()).getUTCFullYear() + 3;

  /** A magic test id (`pm_card_visa`, or a `tok_visa` token) as a fresh PaymentMethod. */
  function fromMagic(id: string) {
    const number = MAGIC_METHODS[id] ?? MAGIC_METHODS[id.replace(/^tok_/, 'pm_card_')];
    return number ? newMethod(number, 12, defaultExpYear()) : undefined;
  }

  function method(id: string, param = 'id') {
    const pm = methods.get(id);
    if (!pm) throw noSuch('PaymentMethod', id, param);
    return pm;
  }

  /** The PaymentMethod a payment or setup will use: a magic id becomes a fresh one. */
  function methodForUse(id: string, customerId: string | null) {
    const pm = fromMagic(id) ?? method(id, 'payment_method');
    const state = methodState.get(pm.id)!;
    if (state.spent) {
      throw invalid(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        { param: 'payment_method' },
      );
    }
    if (pm.customer && !customerId) {
      throw invalid(
        'The provided PaymentMethod is attached to a Customer: provide that Customer (`customer`) to use it.',
        { param: 'payment_method' },
      );
    }
    if (pm.customer && pm.customer !== customerId) {
      throw invalid('The provided PaymentMethod belongs to a different Customer than the one provided.', {
        param: 'payment_method',
      });
    }
    return pm;
  }

  function createMethod(params: FormParams) {
    allowOnly(params, ['type', 'card', 'billing_details', 'metadata', 'customer']);
    const type = str(params, 'type');
    if (type === undefined) throw missingParam('type');
    if (type !== 'card')
      throw invalid(`Invalid type: ${type} (the stand-in makes cards only)`, { param: 'type' });
    const card = params.card;
    if (!isObj(card)) throw missingParam('card');
    const token = str(card, 'token');
    if (token !== undefined) {
      const pm = fromMagic(token);
      if (!pm) throw noSuch('token', token, 'card[token]');
      metadataInto(pm.metadata, params);
      return pm;
    }
    allowOnly(card, ['number', 'exp_month', 'exp_year', 'cvc']);
    const number = str(card, 'number')?.replace(/\s/g, '');
    if (!number) throw missingParam('card[number]');
    const expMonth = int(card, 'exp_month') ?? throwMissing('card[exp_month]');
    let expYear = int(card, 'exp_year') ?? throwMissing('card[exp_year]');
    if (expYear < 100) expYear += 2000;
    const cardError = (code: string, message: string, param: string) =>
      new StripeFailure(402, { type: 'card_error', code, message, param });
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
      throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]');
    }
    if (expMonth < 1 || expMonth > 12) {
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
    }
    const today = new Date(now());
    if (
      expYear < today.getUTCFullYear() ||
      (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    ) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
    }
    return newMethod(number, expMonth, expYear, params);
  }

  /** Saving a card checks it with the bank: a declined or expired card is refused. */
  function attach(pm: StandInPaymentMethod, customerId: string) {
    const state = methodState.get(pm.id)!;
    if (state.spent) {
      throw invalid(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      );
    }
    if (pm.customer && pm.customer !== customerId) {
      throw invalid('The payment method you provided has already been attached to a different customer.');
    }
    const refusal =
      state.behaviour === 'declined' || state.behaviour === 'expired' ? REFUSALS[state.behaviour] : null;
    if (refusal) {
      throw new StripeFailure(402, {
        type: 'card_error',
        code: refusal.code,
        decline_code: refusal.decline,
        message: refusal.message,
      });
    }
    pm.customer = customerId;
  }

  function listMethods(customerId: string, params: FormParams, url: string) {
    const type = str(params, 'type');
    const limit = int(params, 'limit') ?? 10;
    const data = [...methods.values()]
      .filter((pm) => pm.customer === customerId && (!type || pm.type === type))
      .reverse();
    return { object: 'list', data: data.slice(0, limit).map(copy), has_more: data.length > limit, url };
  }

  // --- charges ------------------------------------------------------------------------------------

  function newCharge(
    pi: StandInPaymentIntent,
    pm: StandInPaymentMethod,
    failure: StandInPaymentError | null,
  ) {
    const { brand, last4, exp_month, exp_year, funding, country } = pm.card;
    const ch: StandInCharge = {
      id: newId('ch'),
      object: 'charge',
      created: seconds(),
      amount: pi.amount,
      amount_captured: failure ? 0 : pi.amount,
      amount_refunded: 0,
      captured: !failure,
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      disputed: false,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      metadata: copy(pi.metadata),
      outcome: failure
        ? {
            network_status: 'declined_by_network',
            reason: failure.decline_code ?? null,
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !failure,
      payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: { type: 'card', card: { brand, last4, exp_month, exp_year, funding, country } },
      refunded: false,
      status: failure ? 'failed' : 'succeeded',
      livemode: false,
    };
    charges.set(ch.id, ch);
    return ch;
  }

  function charge(id: string, param = 'id') {
    const ch = charges.get(id);
    if (!ch) throw noSuch('charge', id, param);
    return ch;
  }

  // --- payment intents ----------------------------------------------------------------------------

  const nextAction = (): StandInNextAction => ({
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted',
    },
  });

  function intent(id: string) {
    const pi = intents.get(id);
    if (!pi) throw noSuch('payment_intent', id);
    return pi;
  }

  /**
   * After a payment or setup: a card kept for later is attached to the customer and set up (a card that
   * asks for 3-D Secure once then goes through off session); one used once without a customer is spent.
   */
  function afterUse(pm: StandInPaymentMethod, customerId: string | null, keep: boolean) {
    const state = methodState.get(pm.id)!;
    if (keep && customerId) {
      if (!pm.customer) pm.customer = customerId;
      state.setUp = true;
    }
    if (!keep && !pm.customer) state.spent = true;
  }

  function succeedPayment(pi: StandInPaymentIntent, pm: StandInPaymentMethod) {
    const ch = newCharge(pi, pm, null);
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = ch.id;
    pi.next_action = null;
    pi.last_payment_error = null;
    afterUse(pm, pi.customer, pi.setup_future_usage !== null);
    record('payment_intent.succeeded', pi);
  }

  /** A refused payment: the intent waits for another card, and Stripe answers 402 with it. */
  function refusePayment(
    pi: StandInPaymentIntent,
    pm: StandInPaymentMethod,
    refusal: { code: string; decline: string; message: string },
  ): never {
    const error: StandInPaymentError = {
      type: 'card_error',
      code: refusal.code,
      decline_code: refusal.decline,
      message: refusal.message,
      payment_method: copy(pm),
      doc_url: `https://stripe.com/docs/error-codes/${refusal.code.replaceAll('_', '-')}`,
    };
    const ch = newCharge(pi, pm, error);
    error.charge = ch.id;
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    pi.latest_charge = ch.id;
    pi.next_action = null;
    pi.last_payment_error = error;
    record('payment_intent.payment_failed', pi);
    throw new StripeFailure(402, { ...copy(error), payment_intent: copy(pi) });
  }

  function confirmPayment(pi: StandInPaymentIntent, offSession: boolean) {
    if (!pi.payment_method) {
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update it with a payment method and then confirm it again.",
      );
    }
    const pm = method(pi.payment_method, 'payment_method');
    const state = methodState.get(pm.id)!;
    const asksAuthentication =
      state.behaviour === 'authenticate_always' ||
      (state.behaviour === 'authenticate_unless_set_up' && !(offSession && state.setUp));
    if (asksAuthentication) {
      // Off session the member is not there to authenticate: the bank's request is a refusal.
      if (offSession) refusePayment(pi, pm, REFUSALS.authentication_required!);
      pi.status = 'requires_action';
      pi.next_action = nextAction();
      pi.last_payment_error = null;
      record('payment_intent.requires_action', pi);
      return;
    }
    const refusal = REFUSALS[state.behaviour];
    if (refusal) refusePayment(pi, pm, refusal);
    succeedPayment(pi, pm);
  }

  /** Cards only, confirmed on our side: automatic methods that may redirect need a return_url. */
  function checkRedirects(
    automatic: { enabled: boolean; allow_redirects?: string } | null,
    returnUrl: string | undefined,
  ) {
    if (automatic?.enabled && automatic.allow_redirects !== 'never' && !returnUrl) {
      throw invalid(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
      );
    }
  }

  const PI_CREATE = [
    'amount',
    'currency',
    'customer',
    'payment_method',
    'confirm',
    'off_session',
    'setup_future_usage',
    'payment_method_types',
    'allowed_payment_method_types',
    'automatic_payment_methods',
    'payment_method_options',
    'metadata',
    'description',
    'receipt_email',
    'return_url',
    'statement_descriptor_suffix',
    'error_on_requires_action',
    'use_stripe_sdk',
    'capture_method',
  ];

  function offSessionOf(params: FormParams, confirm: boolean) {
    const v = str(params, 'off_session');
    if (v === undefined || v === 'false') return false;
    if (!['true', 'one_off', 'recurring'].includes(v)) throw invalid(`Invalid off_session: ${v}`);
    if (!confirm) {
      throw invalid('You may only specify `off_session` when confirming the PaymentIntent.', {
        param: 'off_session',
      });
    }
    return true;
  }

  function createIntent(params: FormParams) {
    allowOnly(params, PI_CREATE);
    const amount = int(params, 'amount') ?? throwMissing('amount');
    const currency = str(params, 'currency')?.toLowerCase() ?? throwMissing('currency');
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, { param: 'currency' });
    if (amount < 50) {
      throw invalid(`Amount must be at least 50 cents (${currency}).`, {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    if (amount > 99_999_999) {
      throw invalid('Amount must be no more than $999,999.99', { code: 'amount_too_large', param: 'amount' });
    }
    const customerId = str(params, 'customer') || null;
    if (customerId) customer(customerId, 'customer');
    const confirm = bool(params, 'confirm') ?? false;
    const offSession = offSessionOf(params, confirm);
    const sfu = oneOf(params, 'setup_future_usage', ['on_session', 'off_session'] as const) ?? null;
    // Payments are captured at once: a manual capture is not offered.
    oneOf(params, 'capture_method', ['automatic'] as const);
    const automatic = automaticMethods(params);
    if (automatic && params.payment_method_types !== undefined) {
      throw invalid(
        'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      );
    }
    const allowed = allowedTypes(params);
    if (confirm) checkRedirects(automatic, str(params, 'return_url'));
    const methodId = str(params, 'payment_method');
    if (confirm && !methodId) {
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update it with a payment method and then confirm it again.",
      );
    }
    const pm = methodId ? methodForUse(methodId, customerId) : null;
    const id = newId('pi');
    const pi: StandInPaymentIntent = {
      id,
      object: 'payment_intent',
      created: seconds(),
      amount,
      amount_received: 0,
      amount_capturable: 0,
      currency,
      customer: customerId,
      payment_method: pm?.id ?? null,
      payment_method_types: allowed ?? ['card'],
      allowed_payment_method_types: allowed,
      automatic_payment_methods: automatic,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      description: str(params, 'description') ?? null,
      metadata: {},
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      setup_future_usage: sfu,
      canceled_at: null,
      cancellation_reason: null,
      livemode: false,
    };
    metadataInto(pi.metadata, params);
    intents.set(id, pi);
    if (confirm) confirmPayment(pi, offSession);
    return pi;
  }

  function updateIntent(pi: StandInPaymentIntent, params: FormParams) {
    allowOnly(params, ['metadata', 'description']);
    const description = str(params, 'description');
    if (description !== undefined) pi.description = description || null;
    metadataInto(pi.metadata, params);
    return pi;
  }

  function confirmIntent(pi: StandInPaymentIntent, params: FormParams) {
    allowOnly(params, [
      'payment_method',
      'off_session',
      'setup_future_usage',
      'return_url',
      'payment_method_types',
      'allowed_payment_method_types',
      'payment_method_options',
      'error_on_requires_action',
      'use_stripe_sdk',
      'receipt_email',
    ]);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      throw unexpectedState(
        `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
      );
    }
    const offSession = offSessionOf(params, true);
    const sfu = params.setup_future_usage;
    if (sfu !== undefined) {
      pi.setup_future_usage =
        sfu === ''
          ? null
          : (oneOf(params, 'setup_future_usage', ['on_session', 'off_session'] as const) ?? null);
    }
    const allowed = allowedTypes(params);
    if (allowed) {
      pi.allowed_payment_method_types = allowed;
      pi.payment_method_types = allowed;
    }
    checkRedirects(pi.automatic_payment_methods, str(params, 'return_url'));
    const methodId = str(params, 'payment_method');
    if (methodId) pi.payment_method = methodForUse(methodId, pi.customer).id;
    confirmPayment(pi, offSession);
    return pi;
  }

  function cancelIntent(pi: StandInPaymentIntent, params: FormParams) {
    allowOnly(params, ['cancellation_reason']);
    const reason = oneOf(params, 'cancellation_reason', [
      'duplicate',
      'fraudulent',
      'requested_by_customer',
      'abandoned',
    ] as const);
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    pi.status = 'canceled';
    pi.canceled_at = seconds();
    pi.cancellation_reason = reason ?? null;
    pi.next_action = null;
    record('payment_intent.canceled', pi);
    return pi;
  }

  // --- setup intents ------------------------------------------------------------------------------

  function setupIntent(id: string) {
    const si = setups.get(id);
    if (!si) throw noSuch('setup_intent', id);
    return si;
  }

  function succeedSetup(si: StandInSetupIntent, pm: StandInPaymentMethod) {
    si.status = 'succeeded';
    si.next_action = null;
    si.last_setup_error = null;
    si.payment_method = pm.id;
    afterUse(pm, si.customer, true);
    record('setup_intent.succeeded', si);
  }

  function failSetup(si: StandInSetupIntent, error: StandInPaymentError) {
    si.status = 'requires_payment_method';
    si.payment_method = null;
    si.next_action = null;
    si.last_setup_error = error;
    record('setup_intent.setup_failed', si);
  }

  function confirmSetup(si: StandInSetupIntent) {
    if (!si.payment_method) {
      throw invalid(
        "You cannot confirm this SetupIntent because it's missing a payment method. Update it with a payment method and then confirm it again.",
        { code: 'setup_intent_unexpected_state' },
      );
    }
    const pm = method(si.payment_method, 'payment_method');
    const state = methodState.get(pm.id)!;
    if (state.behaviour === 'authenticate_always' || state.behaviour === 'authenticate_unless_set_up') {
      si.status = 'requires_action';
      si.next_action = nextAction();
      record('setup_intent.requires_action', si);
      return;
    }
    // Saving a card checks it without charging it: a card without funds is still saved.
    const refusal =
      state.behaviour === 'declined' || state.behaviour === 'expired' ? REFUSALS[state.behaviour] : null;
    if (refusal) {
      const error: StandInPaymentError = {
        type: 'card_error',
        code: refusal.code,
        decline_code: refusal.decline,
        message: refusal.message,
        payment_method: copy(pm),
      };
      failSetup(si, error);
      throw new StripeFailure(402, { ...copy(error), setup_intent: copy(si) });
    }
    succeedSetup(si, pm);
  }

  function createSetup(params: FormParams) {
    allowOnly(params, [
      'customer',
      'payment_method',
      'payment_method_types',
      'allowed_payment_method_types',
      'automatic_payment_methods',
      'payment_method_options',
      'usage',
      'confirm',
      'metadata',
      'description',
      'return_url',
      'use_stripe_sdk',
    ]);
    const customerId = str(params, 'customer') || null;
    if (customerId) customer(customerId, 'customer');
    const automatic = automaticMethods(params);
    if (automatic && params.payment_method_types !== undefined) {
      throw invalid(
        'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      );
    }
    const allowed = allowedTypes(params);
    const confirm = bool(params, 'confirm') ?? false;
    if (confirm) checkRedirects(automatic, str(params, 'return_url'));
    const methodId = str(params, 'payment_method');
    const pm = methodId ? methodForUse(methodId, customerId) : null;
    const id = newId('seti');
    const si: StandInSetupIntent = {
      id,
      object: 'setup_intent',
      created: seconds(),
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: customerId,
      description: str(params, 'description') ?? null,
      metadata: {},
      payment_method: pm?.id ?? null,
      payment_method_types: allowed ?? ['card'],
      allowed_payment_method_types: allowed,
      automatic_payment_methods: automatic,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      usage: oneOf(params, 'usage', ['off_session', 'on_session'] as const) ?? 'off_session',
      next_action: null,
      last_setup_error: null,
      cancellation_reason: null,
      livemode: false,
    };
    metadataInto(si.metadata, params);
    setups.set(id, si);
    if (confirm) confirmSetup(si);
    return si;
  }

  function confirmSetupIntent(si: StandInSetupIntent, params: FormParams) {
    allowOnly(params, ['payment_method', 'payment_method_options', 'return_url', 'use_stripe_sdk']);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status)) {
      throw invalid(
        `You cannot confirm this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
        { code: 'setup_intent_unexpected_state' },
      );
    }
    checkRedirects(si.automatic_payment_methods, str(params, 'return_url'));
    const methodId = str(params, 'payment_method');
    if (methodId) si.payment_method = methodForUse(methodId, si.customer).id;
    confirmSetup(si);
    return si;
  }

  function cancelSetup(si: StandInSetupIntent, params: FormParams) {
    allowOnly(params, ['cancellation_reason']);
    if (si.status === 'succeeded' || si.status === 'canceled') {
      throw invalid(
        `You cannot cancel this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.`,
        { code: 'setup_intent_unexpected_state' },
      );
    }
    si.status = 'canceled';
    si.cancellation_reason =
      oneOf(params, 'cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer'] as const) ??
      null;
    si.next_action = null;
    return si;
  }

  // --- refunds and disputes -----------------------------------------------------------------------

  function refund(
    ch: StandInCharge,
    amountCents: number | undefined,
    reason: StandInRefund['reason'],
    metadata: FormParams,
  ) {
    if (ch.status !== 'succeeded') throw invalid(`Charge ${ch.id} has not succeeded: nothing to refund.`);
    if (ch.disputed) {
      throw invalid(`Charge ${ch.id} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
      });
    }
    const left = ch.amount - ch.amount_refunded;
    if (left === 0) {
      throw invalid(`Charge ${ch.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const amount = amountCents ?? left;
    if (amount <= 0)
      throw invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > left) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    const re: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      created: seconds(),
      amount,
      charge: ch.id,
      payment_intent: ch.payment_intent,
      currency: ch.currency,
      reason,
      metadata: {},
      status: 'succeeded',
      balance_transaction: null,
    };
    metadataInto(re.metadata, metadata);
    refunds.set(re.id, re);
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded === ch.amount;
    record('charge.refunded', ch);
    return re;
  }

  function createRefund(params: FormParams) {
    allowOnly(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'instructions_email']);
    const piId = str(params, 'payment_intent');
    const chId = str(params, 'charge');
    if (!piId && !chId) throw missingParam('charge');
    if (piId && chId) throw invalid('You may only specify one of these parameters: charge, payment_intent.');
    let ch: StandInCharge;
    if (piId) {
      const pi = intents.get(piId);
      if (!pi) throw noSuch('payment_intent', piId, 'payment_intent');
      if (pi.status !== 'succeeded' || !pi.latest_charge) {
        throw invalid(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        });
      }
      ch = charge(pi.latest_charge, 'payment_intent');
    } else {
      ch = charge(chId as string, 'charge');
    }
    const reason = oneOf(params, 'reason', [...REFUND_REASONS] as (
      | 'duplicate'
      | 'fraudulent'
      | 'requested_by_customer'
    )[]);
    return refund(ch, int(params, 'amount'), reason ?? null, { metadata: params.metadata ?? {} });
  }

  // --- routes -------------------------------------------------------------------------------------

  type Handler = (m: RegExpExecArray, params: FormParams, path: string) => object;
  const ID = '([A-Za-z0-9_]+)';
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (_m, p) => createCustomer(p)],
    ['GET', new RegExp(`^/v1/customers/${ID}$`), (m) => customer(m[1] as string)],
    [
      'POST',
      new RegExp(`^/v1/customers/${ID}$`),
      (m, p) => {
        const c = customer(m[1] as string);
        allowOnly(p, CUSTOMER_PARAMS);
        updateCustomer(c, p);
        return c;
      },
    ],
    [
      'GET',
      new RegExp(`^/v1/customers/${ID}/payment_methods$`),
      (m, p, path) => listMethods(customer(m[1] as string).id, p, path),
    ],
    ['POST', /^\/v1\/payment_methods$/, (_m, p) => createMethod(p)],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (_m, p, path) => {
        const id = str(p, 'customer') ?? throwMissing('customer');
        return listMethods(customer(id, 'customer').id, p, path);
      },
    ],
    [
      'GET',
      new RegExp(`^/v1/payment_methods/${ID}$`),
      (m) => {
        const id = m[1] as string;
        const number = MAGIC_METHODS[id];
        if (number) {
          // A magic id reads as a card that is nobody's; using it makes a fresh PaymentMethod.
          const pm = newMethod(number, 12, defaultExpYear());
          methods.delete(pm.id);
          methodState.delete(pm.id);
          return { ...pm, id };
        }
        return method(id);
      },
    ],
    [
      'POST',
      new RegExp(`^/v1/payment_methods/${ID}/attach$`),
      (m, p) => {
        allowOnly(p, ['customer']);
        const cus = customer(str(p, 'customer') ?? throwMissing('customer'), 'customer');
        const pm = fromMagic(m[1] as string) ?? method(m[1] as string);
        attach(pm, cus.id);
        return pm;
      },
    ],
    [
      'POST',
      new RegExp(`^/v1/payment_methods/${ID}/detach$`),
      (m, p) => {
        allowOnly(p, []);
        const pm = method(m[1] as string);
        if (!pm.customer) {
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        }
        const owner = customers.get(pm.customer);
        if (owner?.invoice_settings.default_payment_method === pm.id) {
          owner.invoice_settings.default_payment_method = null;
        }
        pm.customer = null;
        methodState.get(pm.id)!.spent = true;
        return pm;
      },
    ],
    ['POST', /^\/v1\/payment_intents$/, (_m, p) => createIntent(p)],
    ['GET', new RegExp(`^/v1/payment_intents/${ID}$`), (m) => intent(m[1] as string)],
    ['POST', new RegExp(`^/v1/payment_intents/${ID}$`), (m, p) => updateIntent(intent(m[1] as string), p)],
    [
      'POST',
      new RegExp(`^/v1/payment_intents/${ID}/confirm$`),
      (m, p) => confirmIntent(intent(m[1] as string), p),
    ],
    [
      'POST',
      new RegExp(`^/v1/payment_intents/${ID}/cancel$`),
      (m, p) => cancelIntent(intent(m[1] as string), p),
    ],
    ['GET', new RegExp(`^/v1/charges/${ID}$`), (m) => charge(m[1] as string)],
    ['POST', /^\/v1\/setup_intents$/, (_m, p) => createSetup(p)],
    ['GET', new RegExp(`^/v1/setup_intents/${ID}$`), (m) => setupIntent(m[1] as string)],
    [
      'POST',
      new RegExp(`^/v1/setup_intents/${ID}/confirm$`),
      (m, p) => confirmSetupIntent(setupIntent(m[1] as string), p),
    ],
    [
      'POST',
      new RegExp(`^/v1/setup_intents/${ID}/cancel$`),
      (m, p) => cancelSetup(setupIntent(m[1] as string), p),
    ],
    ['POST', /^\/v1\/refunds$/, (_m, p) => createRefund(p)],
    [
      'GET',
      new RegExp(`^/v1/refunds/${ID}$`),
      (m) => refunds.get(m[1] as string) ?? throwNoSuch('refund', m[1] as string),
    ],
    [
      'GET',
      new RegExp(`^/v1/disputes/${ID}$`),
      (m) => disputes.get(m[1] as string) ?? throwNoSuch('dispute', m[1] as string),
    ],
    [
      'GET',
      new RegExp(`^/v1/events/${ID}$`),
      (m) => events.find((e) => e.id === m[1]) ?? throwNoSuch('event', m[1] as string),
    ],
  ];

  function throwNoSuch(kind: string, id: string): never {
    throw noSuch(kind, id);
  }

  /** `expand[]`: ids of the named fields (one level, or `a.b`) replaced by their objects. */
  function expanded(answer: object, expand: FormValue | undefined): object {
    const out = copy(answer) as Record<string, unknown>;
    if (!Array.isArray(expand)) return out;
    for (const path of expand) {
      if (typeof path !== 'string') continue;
      const [head, tail] = path.split('.', 2) as [string, string | undefined];
      const target = tail ? (out[head] as Record<string, unknown> | undefined) : out;
      const field = tail ?? head;
      if (target && typeof target === 'object' && typeof target[field] === 'string') {
        const found = findStored(target[field] as string);
        if (found) target[field] = copy(found);
      }
    }
    return out;
  }

  function route(method: string, path: string, params: FormParams): object {
    for (const [m, pattern, handler] of routes) {
      if (m !== method) continue;
      const match = pattern.exec(path);
      if (match) return expanded(handler(match, params, path), params.expand);
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). The stand-in answers only the endpoints BarterBits uses.`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const at = new URL(req.url ?? '/', 'http://stand-in');
    const path = at.pathname;
    const raw = await readBody(req);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = method === 'POST' && typeof header === 'string' && header ? header : null;
    const requestId = newId('req');
    const call: StripeCall = { method, path, status: 0, idempotencyKey, replayed: false };
    calls.push(call);
    const baseHeaders: Record<string, string> = {
      ...CORS,
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': STAND_IN_API_VERSION,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      call.status = status;
      if (losing > 0) {
        losing--;
        call.status = 0;
        req.socket.destroy();
        return;
      }
      res.writeHead(status, { ...baseHeaders, ...headers }).end(body);
    };
    const refuse = (f: StripeFailure) => JSON.stringify({ error: { ...f.error, request_log_url: null } });

    if (method === 'OPTIONS') {
      call.status = 204;
      res.writeHead(204, { ...CORS, ...CORS_PREFLIGHT }).end();
      return;
    }

    let params: FormParams;
    try {
      if (
        method === 'POST' &&
        raw &&
        !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        throw invalid('Invalid request: the body must be application/x-www-form-urlencoded.');
      }
      params = parseStripeForm(method === 'POST' ? raw : at.search.slice(1));
    } catch (e) {
      if (!(e instanceof StripeFailure)) throw e;
      return send(e.status, refuse(e));
    }

    // The bank's 3-D Secure page, for a stand-in of Stripe.js: `ok=false` fails the authentication.
    const bankPage = /^\/_stand-in\/authenticate\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'POST' && bankPage) {
      try {
        return send(200, JSON.stringify(authenticate(bankPage[1] as string, params.ok !== 'false')));
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        return send(400, refuse(invalid(message)));
      }
    }

    // The key: the secret one (the server), or the publishable one (Stripe.js, as `key` or Bearer).
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const formKey = typeof params.key === 'string' ? params.key : undefined;
    delete params.key;
    const apiKey = bearer ?? formKey;
    const clientSecret = typeof params.client_secret === 'string' ? params.client_secret : undefined;
    delete params.client_secret;
    if (apiKey === publishableKey) {
      if (!publishableMay(method, path, clientSecret)) {
        const message =
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';
        return send(401, refuse(new StripeFailure(401, { type: 'invalid_request_error', message })));
      }
    } else if (apiKey !== secretKey) {
      const message = apiKey
        ? `Invalid API Key provided: ${apiKey.slice(0, 8)}${'*'.repeat(Math.max(0, apiKey.length - 12))}${apiKey.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return send(401, refuse(new StripeFailure(401, { type: 'invalid_request_error', message })));
    }
    if (clientSecret !== undefined) {
      const id = /^\/v1\/(?:payment|setup)_intents\/([A-Za-z0-9_]+)/.exec(path)?.[1];
      const target = id ? (intents.get(id) ?? setups.get(id)) : undefined;
      if (target && target.client_secret !== clientSecret) {
        const kind = target.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
        const f = invalid(
          `The client_secret provided does not match the client_secret associated with the ${kind}.`,
          { param: 'client_secret' },
        );
        return send(400, refuse(f));
      }
    }
    if (failing > 0) {
      failing--;
      return send(
        500,
        refuse(new StripeFailure(500, { type: 'api_error', message: 'An unknown error occurred' })),
      );
    }

    const fingerprint = `${method} ${path} ${canonical(params)}`;
    if (idempotencyKey) {
      const first = stored.get(idempotencyKey);
      if (first) {
        if (first.fingerprint !== fingerprint) {
          const f = new StripeFailure(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
          return send(400, refuse(f));
        }
        call.replayed = true;
        return send(first.status, first.body, {
          'idempotent-replayed': 'true',
          'original-request': first.requestId,
        });
      }
    }

    current = { requestId, idempotencyKey };
    let status: number;
    let body: string;
    try {
      body = JSON.stringify(route(method, path, params));
      status = 200;
    } catch (e) {
      if (!(e instanceof StripeFailure)) throw e;
      status = e.status;
      body = refuse(e);
    } finally {
      current = null;
    }
    // A request that ran is kept for its key (a card refusal too); one refused before running is not.
    if (idempotencyKey && (status === 200 || status === 402)) {
      stored.set(idempotencyKey, { fingerprint, status, body, requestId });
    }
    send(status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { type: 'api_error', message: `Stand-in failure: ${String(e)}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  // --- test controls ------------------------------------------------------------------------------

  /** Runs a test control, its Stripe failures thrown as plain errors. */
  function control<T>(run: () => T): T {
    try {
      return run();
    } catch (e) {
      if (e instanceof StripeFailure) throw new Error(`Stripe stand-in: ${e.message}`);
      throw e;
    }
  }

  function authenticate(intentId: string, ok: boolean): StandInPaymentIntent | StandInSetupIntent {
    return control(() => {
      const si = setups.get(intentId);
      if (si) {
        if (si.status !== 'requires_action')
          throw invalid(`${si.id} does not require action (${si.status}).`);
        const pm = method(si.payment_method as string);
        if (ok) succeedSetup(si, pm);
        else {
          failSetup(si, {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message: AUTH_FAILURE_MESSAGE,
            payment_method: copy(pm),
          });
        }
        return copy(si);
      }
      const pi = intent(intentId);
      if (pi.status !== 'requires_action') throw invalid(`${pi.id} does not require action (${pi.status}).`);
      const pm = method(pi.payment_method as string);
      if (ok) {
        succeedPayment(pi, pm);
      } else {
        pi.status = 'requires_payment_method';
        pi.payment_method = null;
        pi.next_action = null;
        pi.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTH_FAILURE_MESSAGE,
          payment_method: copy(pm),
        };
        record('payment_intent.payment_failed', pi);
      }
      return copy(pi);
    });
  }

  function openDispute(chargeId: string, amountCents?: number, reason = 'fraudulent'): StandInDispute {
    return control(() => {
      const ch = charge(chargeId);
      if (ch.status !== 'succeeded') throw invalid(`${ch.id} did not succeed: it cannot be disputed.`);
      if (ch.disputed) throw invalid(`${ch.id} is already disputed.`);
      const amount = amountCents ?? ch.amount - ch.amount_refunded;
      if (amount <= 0 || amount > ch.amount)
        throw invalid(`A dispute of ${amount} on a charge of ${ch.amount}.`);
      const dp: StandInDispute = {
        id: newId('dp'),
        object: 'dispute',
        created: seconds(),
        amount,
        currency: ch.currency,
        charge: ch.id,
        payment_intent: ch.payment_intent,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        metadata: {},
        evidence_details: {
          due_by: seconds() + 7 * 86_400,
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        livemode: false,
      };
      disputes.set(dp.id, dp);
      ch.disputed = true;
      record('charge.dispute.created', dp);
      return copy(dp);
    });
  }

  function closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInDispute {
    return control(() => {
      const dp = disputes.get(disputeId);
      if (!dp) throw noSuch('dispute', disputeId);
      if (dp.status === 'won' || dp.status === 'lost')
        throw invalid(`${dp.id} is already closed (${dp.status}).`);
      dp.status = outcome;
      record('charge.dispute.closed', dp);
      return copy(dp);
    });
  }

  function signedDelivery(event: StandInEvent, o: { secret: string; timestamp?: number }) {
    const payload = JSON.stringify(event, null, 2);
    const t = o.timestamp ?? seconds();
    const v1 = createHmac('sha256', o.secret).update(`${t}.${payload}`, 'utf8').digest('hex');
    return { payload, header: `t=${t},v1=${v1}` };
  }

  const list = <T>(m: Map<string, T>) => [...m.values()].map(copy);

  return {
    url,
    secretKey,
    publishableKey,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http', telemetry: false },
    calls,
    counts: () => ({
      customers: customers.size,
      paymentMethods: methods.size,
      paymentIntents: intents.size,
      charges: charges.size,
      setupIntents: setups.size,
      refunds: refunds.size,
      disputes: disputes.size,
    }),
    customers: () => list(customers),
    paymentMethods: () => list(methods),
    paymentIntents: () => list(intents),
    charges: () => list(charges),
    setupIntents: () => list(setups),
    refunds: () => list(refunds),
    disputes: () => list(disputes),
    find: (id) => {
      const o = findStored(id);
      return o && copy(o);
    },
    authenticate,
    openDispute,
    closeDispute,
    refundFromDashboard: (chargeId, amountCents) =>
      control(() => copy(refund(charge(chargeId), amountCents, null, {}))),
    failNext: (n = 1) => {
      failing += n;
    },
    loseNextAnswers: (n = 1) => {
      losing += n;
    },
    events: () => events.map(copy),
    signedDelivery,
    async deliverTo(target, secret) {
      const results: { id: string; type: StandInEventType; status: number }[] = [];
      for (const event of events.filter((e) => !delivered.has(e.id))) {
        const { payload, header } = signedDelivery(event, { secret });
        const res = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': header,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await res.arrayBuffer();
        if (res.ok) delivered.add(event.id);
        results.push({ id: event.id, type: event.type, status: res.status });
      }
      return results;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
