import type { BodyOf, TCardInput } from '@barterbits/contracts';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { StripeCard } from '../../../lib/stripe.ts';

/** Where the money of a load comes from. */
export type LoadSource =
  /** A saved card. */
  | { cardId: string }
  /** A new card's details, typed in the app's card form (the sandbox), with whether to save it. */
  | { card: TCardInput; saveCard: boolean; label: string }
  /** A new card entered in Stripe's field: Stripe keeps the number, the app only its id. */
  | { stripeCard: StripeCard; saveCard: boolean; label: string };

/**
 * The load being prepared across /my-wallet/load-bits → /card-details → /bits-payment-info. Kept in
 * memory only (never persisted: it may hold card details); a reload starts again at the amount.
 */
export interface LoadDraft {
  amountCents: number | null;
  source: LoadSource | null;
}

/** The request of a load: the amount, the source as the server takes it, and the PIN. */
export function loadRequestBody(amountCents: number, source: LoadSource, pin: string): BodyOf<'loadBits'> {
  if ('cardId' in source) return { amountCents, cardId: source.cardId, pin };
  if ('stripeCard' in source)
    return {
      amountCents,
      paymentMethodId: source.stripeCard.paymentMethodId,
      saveCard: source.saveCard,
      pin,
    };
  return { amountCents, card: source.card, saveCard: source.saveCard, pin };
}

const EMPTY = (): LoadDraft => ({ amountCents: null, source: null });

export const loadDraftAtom = atom<LoadDraft>(EMPTY());

export const useLoadDraft = () => {
  const [draft, setDraft] = useAtom(loadDraftAtom);
  const update = useCallback(
    (patch: Partial<LoadDraft>) => setDraft((d) => ({ ...d, ...patch })),
    [setDraft],
  );
  const reset = useCallback(() => setDraft(EMPTY()), [setDraft]);
  return { draft, update, reset };
};
