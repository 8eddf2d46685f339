/**
 * A barter dispute's words in the console's language (status, reason, outcome, who took a step), whether
 * the seller let their days to answer pass, and the arithmetic of a resolution (what goes to whom).
 */
import {
  BARTER_DISPUTE_REASONS,
  type BarterDisputeOutcome,
  type BarterDisputeReason,
  type BarterDisputeStatus,
  bitsToCents,
  formatBits,
  type TBarterDisputeEvent,
} from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { type BarterDisputeRecord, TO_DECIDE } from './barterDisputesDataProvider.ts';

/** "1,234.50 BITS™", as members see it (the shared format). */
export const bitsLabel = (cents: number) => formatBits(cents);

/** Each status's words. */
export const STATUS_KEYS = {
  OPEN: 'console.barter-disputes.status.OPEN',
  ANSWERED: 'console.barter-disputes.status.ANSWERED',
  RESOLVED: 'console.barter-disputes.status.RESOLVED',
} as const satisfies Record<BarterDisputeStatus, ConsoleKey>;

/** The status filter: the disputes to decide first (the default), then each status; none chosen: every one. */
export const STATUS_CHOICES = [
  { id: TO_DECIDE, name: 'console.barter-disputes.status.UNRESOLVED' },
  ...(['OPEN', 'ANSWERED', 'RESOLVED'] as const).map((id) => ({ id, name: STATUS_KEYS[id] })),
];

/** Each reason's words. */
export const REASON_KEYS = {
  NOT_RECEIVED: 'console.barter-disputes.reason.NOT_RECEIVED',
  NOT_AS_DESCRIBED: 'console.barter-disputes.reason.NOT_AS_DESCRIBED',
  DAMAGED: 'console.barter-disputes.reason.DAMAGED',
  SERVICE_NOT_DONE: 'console.barter-disputes.reason.SERVICE_NOT_DONE',
  OTHER: 'console.barter-disputes.reason.OTHER',
} as const satisfies Record<BarterDisputeReason, ConsoleKey>;

/** The reason filter. */
export const REASON_CHOICES = BARTER_DISPUTE_REASONS.map((id) => ({ id, name: REASON_KEYS[id] }));

/** Each outcome's words (the resolve form's choices and the resolution). */
export const OUTCOME_KEYS = {
  RELEASE: 'console.barter-disputes.outcome.RELEASE',
  REFUND: 'console.barter-disputes.outcome.REFUND',
  SPLIT: 'console.barter-disputes.outcome.SPLIT',
} as const satisfies Record<BarterDisputeOutcome, ConsoleKey>;

/** Who took a step of the timeline. */
export const ACTOR_KEYS = {
  BUYER: 'console.barter-disputes.actor.BUYER',
  SELLER: 'console.barter-disputes.actor.SELLER',
  ADMIN: 'console.barter-disputes.actor.ADMIN',
} as const satisfies Record<TBarterDisputeEvent['by'], ConsoleKey>;

/** Each step of the timeline. */
export const EVENT_KEYS = {
  OPENED: 'console.barter-disputes.event.OPENED',
  ANSWERED: 'console.barter-disputes.event.ANSWERED',
  RESOLVED: 'console.barter-disputes.event.RESOLVED',
} as const satisfies Record<TBarterDisputeEvent['kind'], ConsoleKey>;

/** Whether the seller let their days to answer pass: still OPEN at or after `answerDueAt`. */
export const sellerSilent = (
  d: Pick<BarterDisputeRecord, 'status' | 'answerDueAt'>,
  now: Date = new Date(),
): boolean => d.status === 'OPEN' && now.getTime() >= Date.parse(d.answerDueAt);

/** A dispute's status in words: "Seller has not answered" once an open dispute's answer is overdue. */
export function statusLabel(
  d: Pick<BarterDisputeRecord, 'status' | 'answerDueAt'>,
  t: Translate = englishText,
  now: Date = new Date(),
): string {
  return t(sellerSilent(d, now) ? 'console.barter-disputes.status.SILENT' : STATUS_KEYS[d.status]);
}

/** A reason in words. */
export const reasonLabel = (reason: BarterDisputeReason, t: Translate = englishText): string =>
  t(REASON_KEYS[reason]);

/** What a resolution moves: the seller's part and the buyer's, in cents, out of what is held. */
export interface Moves {
  sellerCents: number;
  buyerCents: number;
}

/** Why a typed seller's part cannot be used. */
export type SplitProblem = 'missing' | 'notAmount' | 'range';

/**
 * The seller's part of a split as typed in BITS ("6", "6.50") → what each side gets, or why it cannot be
 * used: nothing typed, not a BITS amount with at most two decimals, or not strictly between 0 and `heldCents`
 * (a split gives each side something; the server checks it again).
 */
export function splitOf(typed: string, heldCents: number): Moves | { problem: SplitProblem } {
  const text = typed.trim().replace(',', '.');
  if (!text) return { problem: 'missing' };
  let sellerCents: number;
  try {
    sellerCents = bitsToCents(text);
  } catch {
    return { problem: 'notAmount' };
  }
  if (sellerCents <= 0 || sellerCents >= heldCents) return { problem: 'range' };
  return { sellerCents, buyerCents: heldCents - sellerCents };
}

/** What an outcome moves out of `heldCents` (a split: as typed; see {@link splitOf}). */
export function movesOf(
  outcome: BarterDisputeOutcome,
  heldCents: number,
  typedSellerPart = '',
): Moves | { problem: SplitProblem } {
  if (outcome === 'RELEASE') return { sellerCents: heldCents, buyerCents: 0 };
  if (outcome === 'REFUND') return { sellerCents: 0, buyerCents: heldCents };
  return splitOf(typedSellerPart, heldCents);
}

/** The message of a seller's part that cannot be used. */
export const SPLIT_PROBLEM_KEYS = {
  missing: 'console.barter-disputes.resolve.splitMissing',
  notAmount: 'console.barter-disputes.resolve.splitNotAmount',
  range: 'console.barter-disputes.resolve.splitRange',
} as const satisfies Record<SplitProblem, ConsoleKey>;

/**
 * What the confirmation says moves to whom: "6.00 BITS™ go to Rowan H. and 4.00 BITS™ go back to Tess M."
 * (one side only when the other gets nothing).
 */
export function movesText(
  moves: Moves,
  names: { seller: string; buyer: string },
  t: Translate = englishText,
): string {
  const toSeller = { amount: bitsLabel(moves.sellerCents), name: names.seller };
  const toBuyer = { amount: bitsLabel(moves.buyerCents), name: names.buyer };
  if (moves.buyerCents === 0) return t('console.barter-disputes.resolve.movesSeller', toSeller);
  if (moves.sellerCents === 0) return t('console.barter-disputes.resolve.movesBuyer', toBuyer);
  return t('console.barter-disputes.resolve.movesBoth', {
    sellerAmount: toSeller.amount,
    seller: names.seller,
    buyerAmount: toBuyer.amount,
    buyer: names.buyer,
  });
}

/** A party's name as the console shows it: the display name, else the e-mail. */
export const partyName = (p: { displayName: string; email: string }): string => p.displayName || p.email;
