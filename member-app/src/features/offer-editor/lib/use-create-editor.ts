import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { type OfferFormStep, offerFormAtom } from '../../../stores/offer-form.ts';
import type { OfferEditor } from '../components/editor-context.tsx';
import { emptyDraft, type OfferDraft } from './draft.ts';
import { CREATE_BASE, initialSteps, STEP_COUNT } from './steps.ts';

const draftOf = (values: Record<string, unknown>): OfferDraft => ({
  ...emptyDraft(),
  ...(values as Partial<OfferDraft>),
});
const stepsOf = (steps: OfferFormStep[]) => (steps.length === STEP_COUNT ? steps : initialSteps());

/** The create-offer editor, kept in the persisted offer-form atom (spec §4: the offer form survives a reload). */
export const useCreateEditor = (): OfferEditor & { reset: () => void } => {
  const [form, setForm] = useAtom(offerFormAtom);
  const setDraft = useCallback(
    (update: (d: OfferDraft) => OfferDraft) =>
      setForm((f) => ({ steps: stepsOf(f.steps), values: { ...update(draftOf(f.values)) } })),
    [setForm],
  );
  const setSteps = useCallback(
    (update: (s: OfferFormStep[]) => OfferFormStep[]) =>
      setForm((f) => ({ ...f, steps: update(stepsOf(f.steps)) })),
    [setForm],
  );
  const reset = useCallback(() => setForm(RESET), [setForm]);
  return useMemo(
    () => ({
      mode: 'create' as const,
      base: CREATE_BASE,
      draft: draftOf(form.values),
      setDraft,
      steps: stepsOf(form.steps),
      setSteps,
      reset,
    }),
    [form, setDraft, setSteps, reset],
  );
};
