/**
 * The embedded sandbox card processor (PAYMENTS_PROVIDER=sandbox, the default). It behaves like a
 * real processor's test mode: it checks the card (Luhn checksum, brand, expiry, CVC length), answers
 * an opaque token, and charges with outcomes chosen by well-known test numbers:
 *
 *   4242 4242 4242 4242, 5555 5555 5555 4444, any other valid number  succeed
 *   4000 0000 0000 0002  declined              (CARD_DECLINED)
 *   4000 0000 0000 9995  insufficient funds    (CARD_INSUFFICIENT_FUNDS)
 *   4000 0000 0000 0069  expired card          (CARD_EXPIRED)
 *
 * As with real test modes, the outcome shows at charge time, not when the card is saved. The token
 * carries the outcome and expiry (never the number), so saved cards keep working after a restart.
 * Charges are remembered in memory by idempotency key: the same key never charges twice.
 */
import { randomBytes } from 'node:crypto';
import {
  CARD_MESSAGES,
  cardBrandOf,
  ERROR_MESSAGES,
  luhnValid,
  makeMonthYearSchema,
} from '@barterbits/contracts';
import {
  type CardDetails,
  type ChargeRequest,
  PaymentError,
  type PaymentProcessor,
  type TokenizedCard,
} from './payments.ts';

type Outcome = 'ok' | 'declined' | 'nofunds' | 'expired';

/** Test numbers with a fixed outcome (digits only). */
export const SANDBOX_TEST_CARDS: Record<string, Outcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'nofunds',
  '4000000000000069': 'expired',
};

const TOKEN = /^sb_tok_(ok|declined|nofunds|expired)_(\d{2})(\d{4})_[0-9a-f]{24}$/;

interface StoredCharge {
  fingerprint: string;
  result: { chargeId: string } | PaymentError;
}

export interface SandboxOptions {
  /** Clock for expiry checks (tests). */
  now?: () => Date;
}

export function createSandboxProcessor(opts: SandboxOptions = {}): PaymentProcessor & {
  /** Charges made so far (tests): chargeId → amount. */
  readonly charges: ReadonlyMap<string, number>;
} {
  const now = opts.now ?? (() => new Date());
  const byKey = new Map<string, StoredCharge>();
  const charges = new Map<string, number>();
  const refunded = new Map<string, number>();
  const invalid = (message: string = ERROR_MESSAGES.cardInvalid) => new PaymentError('CARD_INVALID', message);

  const isExpired = (month: number, year: number) => {
    const today = now();
    return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
  };

  function doCharge(req: ChargeRequest): { chargeId: string } {
    const m = TOKEN.exec(req.token);
    if (!m) throw invalid();
    const [, outcome, mm, yyyy] = m;
    if (!Number.isSafeInteger(req.amountCents) || req.amountCents <= 0) {
      throw new PaymentError('PROCESSOR_ERROR', 'The amount must be a positive number of cents.');
    }
    if (outcome === 'expired' || isExpired(Number(mm), Number(yyyy))) {
      throw new PaymentError('CARD_EXPIRED', CARD_MESSAGES.expired);
    }
    if (outcome === 'declined') throw new PaymentError('CARD_DECLINED', ERROR_MESSAGES.cardDeclined);
    if (outcome === 'nofunds') {
      throw new PaymentError('CARD_INSUFFICIENT_FUNDS', ERROR_MESSAGES.cardInsufficientFunds);
    }
    const chargeId = `sb_ch_${randomBytes(12).toString('hex')}`;
    charges.set(chargeId, req.amountCents);
    return { chargeId };
  }

  return {
    name: 'sandbox',
    charges,

    async tokenizeCard(card: CardDetails): Promise<TokenizedCard> {
      const number = card.number.replace(/[\s-]/g, '');
      const brand = cardBrandOf(number);
      if (!luhnValid(number) || !brand) throw invalid(CARD_MESSAGES.number);
      const expiry = makeMonthYearSchema(now).safeParse({ month: card.expMonth, year: card.expYear });
      if (!expiry.success) throw invalid(expiry.error.issues[0]?.message);
      if (!(brand === 'Amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) {
        throw invalid(brand === 'Amex' ? CARD_MESSAGES.cvcAmex : CARD_MESSAGES.cvc);
      }
      if (!card.holderName.trim()) throw invalid(CARD_MESSAGES.holderName);
      const outcome = SANDBOX_TEST_CARDS[number] ?? 'ok';
      const mm = String(expiry.data.month).padStart(2, '0');
      return {
        token: `sb_tok_${outcome}_${mm}${expiry.data.year}_${randomBytes(12).toString('hex')}`,
        brand,
        last4: number.slice(-4),
        expMonth: expiry.data.month,
        expYear: expiry.data.year,
      };
    },

    async charge(req: ChargeRequest) {
      const fingerprint = `${req.token}|${req.amountCents}|${req.currency}`;
      const seen = byKey.get(req.idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          throw new PaymentError(
            'PROCESSOR_ERROR',
            'Idempotency key reused with different charge parameters.',
          );
        }
        if (seen.result instanceof PaymentError) throw seen.result;
        return seen.result;
      }
      try {
        const result = doCharge(req);
        byKey.set(req.idempotencyKey, { fingerprint, result });
        return result;
      } catch (e) {
        if (e instanceof PaymentError) byKey.set(req.idempotencyKey, { fingerprint, result: e });
        throw e;
      }
    },

    async refund(chargeId: string, amountCents: number) {
      const charged = charges.get(chargeId);
      if (charged === undefined) throw new PaymentError('PROCESSOR_ERROR', 'Unknown charge.');
      const already = refunded.get(chargeId) ?? 0;
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || already + amountCents > charged) {
        throw new PaymentError('PROCESSOR_ERROR', 'The refund exceeds the charge.');
      }
      refunded.set(chargeId, already + amountCents);
      return { refundId: `sb_re_${randomBytes(12).toString('hex')}` };
    },
  };
}
