import type { OfferStatus } from '@barterbits/contracts';
import { createContext, useContext } from 'react';
import type { OfferFormStep } from '../../../stores/offer-form.ts';
import type { OfferDraft } from '../lib/draft.ts';

/**
 * What the step forms share: the draft, the stepper state and how to move on. /create-offer keeps
 * it in the persisted offer-form atom; /edit-offer/:id in page state loaded from the server.
 */
export interface OfferEditor {
  mode: 'create' | 'edit';
  /** Route of the steps (`${base}?step=n`). */
  base: string;
  draft: OfferDraft;
  setDraft: (update: (draft: OfferDraft) => OfferDraft) => void;
  steps: OfferFormStep[];
  setSteps: (update: (steps: OfferFormStep[]) => OfferFormStep[]) => void;
  /** The saved offer's status (edit mode). */
  status?: OfferStatus;
}

export const EditorContext = createContext<OfferEditor | null>(null);

export const useEditor = (): OfferEditor => {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside an offer editor');
  return editor;
};
