import { persistedAtom } from './storage.ts';

/** One step of the offer creation stepper (four steps). */
export interface OfferFormStep {
  id: number;
  name: string;
  route: string;
  isActive: boolean;
  isCompleted: boolean;
}

/** Offer creation in progress: the stepper and the values entered so far (filled in by the offers issue). */
export interface OfferFormState {
  steps: OfferFormStep[];
  values: Record<string, unknown>;
}
export const offerFormAtom = persistedAtom<OfferFormState>('offerForm', { steps: [], values: {} });
