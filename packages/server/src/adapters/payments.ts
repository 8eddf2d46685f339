/**
 * The payments seam: what the server needs from a card processor. The embedded sandbox
 * (payments-sandbox.ts) is the default; PAYMENTS_PROVIDER selects another implementation.
 *
 * Stripe (payments-stripe.ts) is the real one: PAYMENTS_PROVIDER=stripe with the STRIPE_* settings.
 * Adding another processor (e.g. Moneris, Square):
 *  1. write `adapters/payments-<name>.ts` exporting `create<Name>Processor(config): PaymentProcessor`
 *     that maps the processor's outcomes onto {@link PaymentError} codes (declined, insufficient funds,
 *     invalid/expired card) and passes `idempotencyKey` on to the processor's own idempotency support;
 *  2. add it to {@link PAYMENT_PROCESSORS} below and read its credentials from the environment there;
 *  3. run with PAYMENTS_PROVIDER=<name>.
 * Card numbers reach the processor's `tokenizeCard` only; they are never stored nor logged, and
 * everything after tokenization uses the opaque token.
 */
import { CARD_MESSAGES, type ErrorCode } from '@barterbits/contracts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { createSandboxProcessor } from './payments-sandbox.ts';
import { createStripeProcessor } from './payments-stripe.ts';

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
  postalCode?: string | undefined;
}

export interface TokenizedCard {
  /** Opaque processor token that stands for the card from now on. */
  token: string;
  brand: 'Visa' | 'Mastercard' | 'Amex' | 'Discover';
  last4: string;
  expMonth: number;
  expYear: number;
  /** The name on the card, when the processor knows it (a card entered in its own field). */
  holderName?: string | null;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** The same key never charges twice: a repeated call answers the first call's outcome. */
  idempotencyKey: string;
  description: string;
}

/** A payment's state at the processor, for processors whose payments settle in steps. */
export type PaymentState = 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'canceled';

/** A payment as the processor sees it now. */
export interface PaymentAttempt {
  /** The processor's reference of the payment (Stripe: the PaymentIntent, `pi_…`). */
  ref: string;
  status: PaymentState;
  /** The charge that moved the money, once there is one (Stripe: `ch_…`). */
  chargeRef: string | null;
  /**
   * Only while `requires_action`: what the member's browser completes the bank's check with. It goes to
   * that member's answer and nowhere else (never stored, never logged).
   */
  clientSecret: string | null;
  /** Why a failed or cancelled payment was not made (null otherwise). */
  failure: PaymentErrorCode | null;
}

/** A payment with a card the member's browser gave the processor (a PaymentMethod), confirmed at once. */
export interface PayRequest {
  /** The payment method (Stripe: `pm_…`), new from the browser or a saved card's token. */
  methodRef: string;
  /** The member as the processor's customer; needed to keep the card for later. */
  customerRef: string | null;
  amountCents: number;
  currency: string;
  /** Passed on to the processor: the same key never pays twice. */
  idempotencyKey: string;
  description: string;
  /** Keep the card with the customer for later payments. */
  saveMethod: boolean;
  /** The member is not there to confirm (a saved card charged later): the bank may not ask. */
  offSession?: boolean;
  /** Our references, for reading the payment back from the processor's events (all text). */
  metadata: Record<string, string>;
}

/** A card being saved for later (Stripe: a SetupIntent). */
export interface SetupAttempt {
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  methodRef: string | null;
  customerRef: string | null;
}

/** An event the processor posted to our webhook, its signature checked. */
export interface ProcessorEvent {
  /** The processor's event id (Stripe: `evt_…`): each is applied once. */
  id: string;
  type: string;
  created: Date;
  /** The id of the object the event is about (a PaymentIntent, a charge, a dispute…). */
  objectRef: string;
  object: Record<string, unknown>;
}

/**
 * What a processor offers when card details never reach our server (Stripe): the browser collects the
 * card in the processor's own field, and payments are confirmed in steps (a bank may ask the member to
 * confirm, 3-D Secure), settled when the processor says so.
 */
export interface IntentPayments {
  /** The browser's key for the processor's card field. */
  readonly publishableKey: string;
  /** Creates the member's customer at the processor (once per idempotency key). */
  ensureCustomer(
    owner: { userId: string; email: string; name: string | null },
    idempotencyKey: string,
  ): Promise<string>;
  /**
   * A payment method's brand, last digits and expiry (its reference is the saved card's token). With
   * `customerRef`, one that belongs to another customer is refused (CARD_INVALID).
   */
  describeMethod(methodRef: string, customerRef?: string): Promise<TokenizedCard>;
  /** Creates and confirms a payment. A refusal is a `failed` attempt; a processor outage is thrown. */
  pay(req: PayRequest): Promise<PaymentAttempt>;
  /** The payment's state now. */
  retrieve(ref: string): Promise<PaymentAttempt>;
  /** Cancels a payment not made yet (an intent that settled meanwhile answers its state). */
  cancel(ref: string, idempotencyKey: string): Promise<PaymentAttempt>;
  /** Refunds (part of) a payment. */
  refundPayment(
    ref: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /** Starts saving a card for the customer; the browser completes it with the secret. */
  startSetup(customerRef: string, idempotencyKey: string): Promise<{ ref: string; clientSecret: string }>;
  /** Where saving the card stands. */
  finishSetup(ref: string): Promise<SetupAttempt>;
  /** Removes a saved card from the customer at the processor. */
  detachMethod(methodRef: string): Promise<void>;
  /** Checks an event's signature against the raw body; throws PaymentError when it does not match. */
  verifyEvent(rawBody: Buffer | string, signature: string): ProcessorEvent;
}

export interface PaymentProcessor {
  /** Stored with each saved card, so a token is always used with the processor that issued it. */
  readonly name: string;
  /** Payments in steps, for a processor whose card field is in the browser (absent: the sandbox). */
  readonly intents?: IntentPayments;
  /** Validates the card and exchanges it for a token; throws PaymentError('CARD_INVALID') when it cannot be used. */
  tokenizeCard(card: CardDetails): Promise<TokenizedCard>;
  /** Charges a tokenized card; throws PaymentError on a decline. */
  charge(req: ChargeRequest): Promise<{ chargeId: string }>;
  /** Refunds (part of) a charge. */
  refund(chargeId: string, amountCents: number): Promise<{ refundId: string }>;
}

export type PaymentErrorCode =
  | 'CARD_DECLINED'
  | 'CARD_INSUFFICIENT_FUNDS'
  | 'CARD_INVALID'
  | 'CARD_EXPIRED'
  | 'PROCESSOR_ERROR';

/** A processor's refusal, with a stable code the service maps to an API error. */
export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly code: PaymentErrorCode,
    message?: string,
  ) {
    super(message ?? code);
  }
}

export const isPaymentError = (e: unknown): e is PaymentError => e instanceof PaymentError;

/** What a payment failure answers the member: an API error code, and a message when not the catalogue's. */
export interface PaymentRefusal {
  code: ErrorCode;
  message: string | null;
}

/**
 * The one mapping from processor outcomes to API errors. A processor error (outage, bad request) is
 * not a decline: the member is asked to try again later (SERVICE_UNAVAILABLE, 503).
 */
export const PAYMENT_REFUSALS: Readonly<Record<PaymentErrorCode, PaymentRefusal>> = {
  CARD_DECLINED: { code: 'CARD_DECLINED', message: null },
  CARD_INSUFFICIENT_FUNDS: { code: 'CARD_INSUFFICIENT_FUNDS', message: null },
  CARD_EXPIRED: { code: 'CARD_INVALID', message: CARD_MESSAGES.expired },
  CARD_INVALID: { code: 'CARD_INVALID', message: null },
  PROCESSOR_ERROR: { code: 'SERVICE_UNAVAILABLE', message: null },
};

/**
 * The refusal for a processor code, also for a code stored earlier (a failed load's `failureCode`,
 * mapped again on every replay). Only refusals are stored as failures, so a code this table does not
 * know (another processor's, or none) is answered as a decline. `processorMessage` replaces the
 * catalogue's text for CARD_INVALID, where the processor says which detail is wrong.
 */
export function paymentRefusalOf(code: string | null, processorMessage?: string): PaymentRefusal {
  const known = code !== null && Object.hasOwn(PAYMENT_REFUSALS, code);
  if (!known) return PAYMENT_REFUSALS.CARD_DECLINED;
  const refusal = PAYMENT_REFUSALS[code as PaymentErrorCode];
  if (code === 'CARD_INVALID' && processorMessage && processorMessage !== code) {
    return { ...refusal, message: processorMessage };
  }
  return refusal;
}

/** A thrown {@link PaymentError} as the AppError the member sees. */
export function paymentAppError(e: PaymentError): AppError {
  const r = paymentRefusalOf(e.code, e.message);
  return new AppError(r.code, r.message ?? undefined, { cause: e });
}

/** Card fields as the contracts' card input carries them (numbers may still be text). */
export interface CardInputFields {
  number: string | number;
  expMonth: string | number;
  expYear: string | number;
  cvc: string;
  holderName: string;
  postalCode?: string | undefined;
}

/**
 * Exchanges a card typed by the member for a processor token (the number goes no further).
 * A refusal is thrown as its AppError ({@link paymentAppError}); anything else is rethrown.
 */
export async function tokenizeCardInput(
  payments: PaymentProcessor,
  card: CardInputFields,
): Promise<TokenizedCard> {
  try {
    return await payments.tokenizeCard({
      number: String(card.number).replace(/[\s-]/g, ''),
      expMonth: Number(card.expMonth),
      expYear: Number(card.expYear),
      cvc: card.cvc,
      holderName: card.holderName,
      postalCode: card.postalCode,
    });
  } catch (e) {
    if (isPaymentError(e)) throw paymentAppError(e);
    throw e;
  }
}

/** Processor implementations by PAYMENTS_PROVIDER name. */
export const PAYMENT_PROCESSORS: Record<string, (config: AppConfig) => PaymentProcessor> = {
  sandbox: () => createSandboxProcessor(),
  stripe: (config) => {
    // loadConfig refuses to start without the keys; a config made by hand may still lack them.
    if (!config.stripe) throw new Error('PAYMENTS_PROVIDER=stripe needs the STRIPE_* settings (see README).');
    return createStripeProcessor(config.stripe);
  },
};

export function createPaymentProcessor(config: AppConfig): PaymentProcessor {
  const name = config.paymentsProvider || 'sandbox';
  const make = PAYMENT_PROCESSORS[name];
  if (!make) {
    throw new Error(
      `Unknown PAYMENTS_PROVIDER "${name}". Known: ${Object.keys(PAYMENT_PROCESSORS).join(', ')} (see adapters/payments.ts).`,
    );
  }
  return make(config);
}
