import type { TCardInput } from '@barterbits/contracts';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * The load being prepared across /my-wallet/load-bits → /card-details → /bits-payment-info. Kept in
 * memory only (never persisted: it may hold card details); a reload starts again at the amount.
 */
export interface LoadDraft {
  amountCents: number | null;
  /** A saved card, or a new card's details (with whether to save it). */
  source: { cardId: string } | { card: TCardInput; saveCard: boolean; label: string } | null;
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
