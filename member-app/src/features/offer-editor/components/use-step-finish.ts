import { firstFieldMessages } from '@barterbits/api-client';
import { PAGES } from '@barterbits/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { type OfferDraft, toOfferBody } from '../lib/draft.ts';
import { STEP_COUNT, stepRoute, withCompleted } from '../lib/steps.ts';
import { useEditor } from './editor-context.tsx';

/**
 * The server's field messages as one list, the first of each field (for the alert of a failed save:
 * the whole offer is checked, so they may be about fields of other steps).
 */
export const serverProblems = (error: unknown): string[] => Object.values(firstFieldMessages(error));

/**
 * Finishing a step: the values go into the draft; from step 3 on the draft is saved on the server
 * (a DRAFT offer, so photos have an offer id); then the next step (or the review) opens. In edit
 * mode `save` puts the whole offer instead and stays.
 */
export const useStepFinish = (stepId: number) => {
  const editor = useEditor();
  const navigate = useNavigate();
  const notify = useNotify();
  const t = useT();
  const save = useSaveOffer();
  const [error, setError] = useState<unknown>(null);

  const persist = async (merged: OfferDraft): Promise<boolean> => {
    setError(null);
    try {
      const offer = await save.mutateAsync({ offerId: merged.offerId, body: toOfferBody(merged) });
      editor.setDraft((d) => ({
        ...d,
        offerId: offer.id,
        photos: offer.photos,
        savedPlace: [offer.city, offer.province].filter(Boolean).join(', ') || null,
      }));
      return true;
    } catch (e) {
      setError(e);
      return false;
    }
  };

  const finish = async (patch: Partial<OfferDraft>, action: 'next' | 'save' = 'next') => {
    const merged = { ...editor.draft, ...patch };
    editor.setDraft(() => merged);
    const last = stepId === STEP_COUNT;
    if (action === 'save' || (editor.mode === 'create' ? stepId >= 3 : last)) {
      if (!(await persist(merged))) return false;
      if (editor.mode === 'edit') notify({ message: t('offer-editor.offer.saved') });
    }
    if (action === 'save') return true;
    editor.setSteps((steps) => withCompleted(steps, stepId));
    navigate(
      stepId < STEP_COUNT
        ? stepRoute(editor.base, stepId + 1)
        : editor.mode === 'create'
          ? PAGES.reviewOffer.path
          : // An offer being edited has its id.
            PAGES.myOffer.href(merged.offerId!),
    );
    return true;
  };

  return { finish, saving: save.isPending, error, clearError: () => setError(null) };
};
