/**
 * The Stripe card processor (PAYMENTS_PROVIDER=stripe), through Stripe's official library.
 *
 * Card numbers never reach our server with Stripe: the member's browser collects the card in Stripe's
 * own field and sends us a PaymentMethod id (`pm_…`). So this processor refuses `tokenizeCard`, and offers
 * payments in steps instead ({@link IntentPayments}): a PaymentIntent created and confirmed at once with
 * the member's PaymentMethod answers succeeded, failed (a decline), or requires_action (3-D Secure, which
 * the browser completes with the intent's client secret); it is read again until Stripe settles it.
 *
 * Every write passes an idempotency key on to Stripe, so a retried call is applied once end to end.
 * Stripe's failures are mapped onto our {@link PaymentErrorCode}s by {@link stripeFailureOf}.
 */
import { CARD_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import {
  type ChargeRequest,
  type IntentPayments,
  type PaymentAttempt,
  PaymentError,
  type PaymentErrorCode,
  type PaymentProcessor,
  type PayRequest,
  type ProcessorEvent,
  type SetupAttempt,
  type TokenizedCard,
} from './payments.ts';

/** Stripe's card brands as the product names them; others are refused when saved. */
const BRANDS: Readonly<Record<string, TokenizedCard['brand']>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
};

/** Decline codes (and error codes) that say which detail of the card is wrong. */
const INVALID_CARD = new Set([
  'incorrect_cvc',
  'invalid_cvc',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incorrect_zip',
]);

/**
 * The processor code for a Stripe card failure (an error's `code` and `decline_code`, or a PaymentIntent's
 * `last_payment_error`): insufficient funds, an expired card and a wrong detail have codes of their own;
 * any other card failure is a decline.
 */
export function stripeFailureOf(
  code: string | null | undefined,
  declineCode?: string | null,
): PaymentErrorCode {
  const reasons = [declineCode, code].filter((c): c is string => !!c);
  if (reasons.includes('insufficient_funds')) return 'CARD_INSUFFICIENT_FUNDS';
  if (reasons.includes('expired_card')) return 'CARD_EXPIRED';
  if (reasons.some((r) => INVALID_CARD.has(r))) return 'CARD_INVALID';
  return 'CARD_DECLINED';
}

/** The member-facing text of a processor code (the API catalogue's, or the card's own). */
const FAILURE_TEXT: Readonly<Record<PaymentErrorCode, string>> = {
  CARD_DECLINED: ERROR_MESSAGES.cardDeclined,
  CARD_INSUFFICIENT_FUNDS: ERROR_MESSAGES.cardInsufficientFunds,
  CARD_EXPIRED: CARD_MESSAGES.expired,
  CARD_INVALID: ERROR_MESSAGES.cardInvalid,
  PROCESSOR_ERROR: ERROR_MESSAGES.serviceUnavailable,
};

/**
 * A thrown Stripe error as ours: a card's refusal keeps its code; anything else (Stripe unreachable, a rate
 * limit, a key reused with other parameters, a bad request of ours) is a processor error, never a decline.
 */
function asPaymentError(e: unknown): PaymentError {
  if (e instanceof Stripe.errors.StripeCardError) {
    const code = stripeFailureOf(e.code, e.decline_code);
    return new PaymentError(code, FAILURE_TEXT[code]);
  }
  if (e instanceof Stripe.errors.StripeError) return new PaymentError('PROCESSOR_ERROR', e.message);
  if (e instanceof PaymentError) return e;
  return new PaymentError('PROCESSOR_ERROR', e instanceof Error ? e.message : String(e));
}

/** Runs a Stripe call, its failures thrown as {@link PaymentError}s. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw asPaymentError(e);
  }
}

const refOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** A PaymentIntent as an attempt: its state, its charge, and the secret only while the member must act. */
export function attemptOf(pi: Stripe.PaymentIntent): PaymentAttempt {
  const failed = pi.last_payment_error;
  const base = { ref: pi.id, chargeRef: refOf(pi.latest_charge), clientSecret: null, failure: null };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action':
      return { ...base, status: 'requires_action', clientSecret: pi.client_secret };
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return { ...base, status: 'processing' };
    case 'canceled':
      return {
        ...base,
        status: 'canceled',
        failure: failed ? stripeFailureOf(failed.code, failed.decline_code) : null,
      };
    default:
      // requires_payment_method: the card was refused (or the authentication failed); the member may try
      // another card, which for us is a new attempt.
      return { ...base, status: 'failed', failure: stripeFailureOf(failed?.code, failed?.decline_code) };
  }
}

/** The attempt a card refusal carries (Stripe answers 402 with the intent in its error). */
function attemptOfRefusal(e: unknown): PaymentAttempt | null {
  if (!(e instanceof Stripe.errors.StripeCardError)) return null;
  const pi = (e.raw as { payment_intent?: Stripe.PaymentIntent } | undefined)?.payment_intent;
  const failure = stripeFailureOf(e.code, e.decline_code);
  if (pi?.id) return { ...attemptOf(pi), status: 'failed', failure };
  return null;
}

export interface StripeProcessorOptions {
  /** Stripe's client, for tests that bring their own; made from `config` otherwise. */
  client?: Stripe;
}

/** Stripe's client for `config`: Stripe's API, or the address of STRIPE_API_URL (a local stand-in). */
export function stripeClient(config: StripeConfig): Stripe {
  const at = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    ...(at
      ? {
          host: at.hostname,
          port: Number(at.port || (at.protocol === 'https:' ? 443 : 80)),
          protocol: at.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'BarterBits' },
  });
}

export function createStripeProcessor(
  config: StripeConfig,
  opts: StripeProcessorOptions = {},
): PaymentProcessor & { intents: IntentPayments } {
  const stripe = opts.client ?? stripeClient(config);

  const intents: IntentPayments = {
    publishableKey: config.publishableKey,

    async ensureCustomer(owner, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create(
          {
            email: owner.email,
            ...(owner.name ? { name: owner.name } : {}),
            metadata: { userId: owner.userId },
          },
          { idempotencyKey },
        ),
      );
      return customer.id;
    },

    async describeMethod(methodRef, customerRef) {
      const pm = await call(() => stripe.paymentMethods.retrieve(methodRef));
      // Another member's saved card (attached to their customer) is never usable here.
      const owner = refOf(pm.customer);
      if (customerRef !== undefined && owner !== null && owner !== customerRef)
        throw new PaymentError('CARD_INVALID', ERROR_MESSAGES.cardInvalid);
      const brand = pm.card ? BRANDS[pm.card.brand] : undefined;
      if (!pm.card || !brand) throw new PaymentError('CARD_INVALID', CARD_MESSAGES.number);
      return {
        token: pm.id,
        brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
        holderName: pm.billing_details?.name ?? null,
      };
    },

    async pay(req: PayRequest) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency.toLowerCase(),
            payment_method: req.methodRef,
            // Cards only, confirmed here: no payment method that sends the member to another site.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            ...(req.offSession ? { off_session: true } : {}),
            description: req.description,
            metadata: req.metadata,
            ...(req.customerRef ? { customer: req.customerRef } : {}),
            ...(req.customerRef && req.saveMethod ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return attemptOf(pi);
      } catch (e) {
        const refused = attemptOfRefusal(e);
        if (refused) return refused;
        // Stripe refused the request itself (a payment method that cannot be used here: another customer's,
        // removed, or used once already): no payment was made. A reused key is not that: it stays an error.
        if (e instanceof Stripe.errors.StripeInvalidRequestError)
          throw new PaymentError('CARD_INVALID', ERROR_MESSAGES.cardInvalid);
        throw asPaymentError(e);
      }
    },

    async retrieve(ref) {
      return attemptOf(await call(() => stripe.paymentIntents.retrieve(ref)));
    },

    async cancel(ref, idempotencyKey) {
      try {
        return attemptOf(await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
      } catch (e) {
        // An intent that settled meanwhile cannot be cancelled: its state is the answer.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieve(ref);
        throw asPaymentError(e);
      }
    },

    async refundPayment(ref, amountCents, idempotencyKey) {
      // A load keeps its charge (`ch_…`), a payment its intent (`pi_…`): Stripe refunds either.
      const target = ref.startsWith('ch_') ? { charge: ref } : { payment_intent: ref };
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create({ ...target, amount: amountCents }, { idempotencyKey });
      } catch (e) {
        // Refunded already (an earlier attempt whose answer was lost, or Stripe's dashboard): the money is back.
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_already_refunded')
          return { refundId: '', status: 'succeeded' };
        // Refused for good (the charge is disputed, or cannot be refunded): a retry would be refused again.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return { refundId: '', status: 'failed' };
        throw asPaymentError(e);
      }
      return {
        refundId: refund.id,
        status:
          refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending',
      };
    },

    async startSetup(customerRef, idempotencyKey) {
      const si = await call(() =>
        stripe.setupIntents.create(
          {
            customer: customerRef,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            usage: 'off_session',
          },
          { idempotencyKey },
        ),
      );
      return { ref: si.id, clientSecret: si.client_secret ?? '' };
    },

    async finishSetup(ref): Promise<SetupAttempt> {
      let si: Stripe.SetupIntent;
      try {
        si = await stripe.setupIntents.retrieve(ref);
      } catch (e) {
        // A setup Stripe does not know is nobody's: not saved, like one that failed.
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404) {
          return { status: 'failed', methodRef: null, customerRef: null };
        }
        throw asPaymentError(e);
      }
      const methodRef = refOf(si.payment_method);
      const customerRef = refOf(si.customer);
      if (si.status === 'succeeded') return { status: 'succeeded', methodRef, customerRef };
      if (si.status === 'requires_action') return { status: 'requires_action', methodRef, customerRef };
      if (si.status === 'processing') return { status: 'processing', methodRef, customerRef };
      return { status: 'failed', methodRef, customerRef };
    },

    async detachMethod(methodRef) {
      try {
        await stripe.paymentMethods.detach(methodRef);
      } catch (e) {
        // Already detached (or never attached): nothing is left to remove.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw asPaymentError(e);
      }
    },

    verifyEvent(rawBody, signature): ProcessorEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (e) {
        throw new PaymentError('PROCESSOR_ERROR', e instanceof Error ? e.message : 'Bad signature.');
      }
      const object = event.data.object as unknown as { id?: string };
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        objectRef: object.id ?? '',
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };

  return {
    name: 'stripe',
    intents,

    async tokenizeCard(): Promise<TokenizedCard> {
      // Card details are entered in Stripe's field in the browser, never sent to us.
      throw new PaymentError('CARD_INVALID', CARD_MESSAGES.secureField);
    },

    /** A saved card charged without the member present (its token is a PaymentMethod id). */
    async charge(req: ChargeRequest) {
      // A saved card belongs to the member's customer at Stripe, which must be named with it.
      const method = await call(() => stripe.paymentMethods.retrieve(req.token));
      const attempt = await intents.pay({
        methodRef: req.token,
        customerRef: refOf(method.customer),
        amountCents: req.amountCents,
        currency: req.currency,
        idempotencyKey: req.idempotencyKey,
        description: req.description,
        saveMethod: false,
        offSession: true,
        metadata: {},
      });
      if (attempt.status === 'succeeded') return { chargeId: attempt.ref };
      if (attempt.status === 'failed' || attempt.status === 'canceled') {
        const code = attempt.failure ?? 'CARD_DECLINED';
        throw new PaymentError(code, FAILURE_TEXT[code]);
      }
      // The bank asks the member to confirm: without the member there, the payment is not made.
      await intents.cancel(attempt.ref, `${req.idempotencyKey}:cancel`);
      throw new PaymentError('CARD_DECLINED', FAILURE_TEXT.CARD_DECLINED);
    },

    async refund(chargeId: string, amountCents: number) {
      const r = await intents.refundPayment(chargeId, amountCents, `refund:${chargeId}:${amountCents}`);
      // Not made yet: asked again later with the same key, which answers the same refund.
      if (r.status === 'pending') throw new PaymentError('PROCESSOR_ERROR', 'The refund is still pending.');
      if (r.status === 'failed') throw new PaymentError('CARD_DECLINED', 'The refund was refused.');
      return { refundId: r.refundId };
    },
  };
}
