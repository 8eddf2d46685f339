import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { EditorContext } from '../components/editor-context.tsx';
import { EditorPage } from '../components/editor-page.tsx';
import { StepView } from '../components/step-view.tsx';
import { CREATE_BASE, canOpenStep, firstOpenStep, stepRoute, withActive } from '../lib/steps.ts';
import { useCreateEditor } from '../lib/use-create-editor.ts';

/** /create-offer?step=n: the four-step stepper; the draft is kept locally and, from step 3, on the server. */
export const CreateOfferRoute = () => {
  const t = useT();
  const editor = useCreateEditor();
  const [params] = useSearchParams();
  const { steps, setSteps } = editor;
  const requested = Number(params.get('step')) || firstOpenStep(steps);
  const open = canOpenStep(steps, requested);

  useEffect(() => {
    if (open && !steps.find((s) => s.id === requested)?.isActive) setSteps((s) => withActive(s, requested));
  }, [open, requested, steps, setSteps]);

  if (!open || !params.get('step')) {
    return <Navigate to={stepRoute(CREATE_BASE, open ? requested : firstOpenStep(steps))} replace />;
  }
  return (
    <EditorContext.Provider value={editor}>
      <EditorPage title={t('offer-editor.create.title')}>
        <StepView current={requested} />
      </EditorPage>
    </EditorContext.Provider>
  );
};
