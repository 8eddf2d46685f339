/**
 * The payments seam: what the server needs from a card processor. The embedded sandbox
 * (payments-sandbox.ts) is the default; PAYMENTS_PROVIDER selects another implementation.
 *
 * Adding a real processor (e.g. Stripe, Moneris, Square):
 *  1. write `adapters/payments-<name>.ts` exporting `create<Name>Processor(config): PaymentProcessor`
 *     that maps the processor's outcomes onto {@link PaymentError} codes (declined, insufficient funds,
 *     invalid/expired card) and passes `idempotencyKey` on to the processor's own idempotency support;
 *  2. add it to {@link PAYMENT_PROCESSORS} below and read its credentials from the environment there;
 *  3. run with PAYMENTS_PROVIDER=<name>.
 * Card numbers reach the processor's `tokenizeCard` only; they are never stored nor logged, and
 * everything after tokenization uses the opaque token.
 */
import type { AppConfig } from '../config.ts';
import { createSandboxProcessor } from './payments-sandbox.ts';

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
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** The same key never charges twice: a repeated call answers the first call's outcome. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProcessor {
  /** Stored with each saved card, so a token is always used with the processor that issued it. */
  readonly name: string;
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

/** Processor implementations by PAYMENTS_PROVIDER name. */
export const PAYMENT_PROCESSORS: Record<string, (config: AppConfig) => PaymentProcessor> = {
  sandbox: () => createSandboxProcessor(),
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
