import { PAGES, type TOffer } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { isEditable } from '../../../lib/offers/status-actions.ts';
import type { OfferFormStep } from '../../../stores/offer-form.ts';
import { useOffer } from '../api/get-offer.ts';
import { EditorContext, type OfferEditor } from '../components/editor-context.tsx';
import { EditorPage } from '../components/editor-page.tsx';
import { calendarLink } from '../components/photos-step.tsx';
import { StepView } from '../components/step-view.tsx';
import { draftFromOffer, type OfferDraft } from '../lib/draft.ts';
import { initialSteps, STEP_COUNT, stepRoute } from '../lib/steps.ts';

const EditForm = ({ offer }: { offer: TOffer }) => {
  const t = useT();
  const base = PAGES.editOffer.href(offer.id);
  const [params] = useSearchParams();
  const [draft, setDraftState] = useState<OfferDraft>(() => draftFromOffer(offer));
  const [steps, setStepsState] = useState<OfferFormStep[]>(() => initialSteps(base, true));
  const editor: OfferEditor = useMemo(
    () => ({
      mode: 'edit',
      base,
      draft,
      setDraft: setDraftState,
      steps,
      setSteps: setStepsState,
      status: offer.status,
    }),
    [base, draft, steps, offer.status],
  );
  const step = Number(params.get('step'));
  if (!(step >= 1 && step <= STEP_COUNT)) return <Navigate to={stepRoute(base, 1)} replace />;
  return (
    <EditorContext.Provider value={editor}>
      <EditorPage
        title={t('offer-editor.edit.title')}
        close={PAGES.myOffer.href(offer.id)}
        closeLabel={t('offer-editor.edit.backToOffer')}
      >
        <StepView current={step} />
        {offer.category === 'Vacation Rentals' ? (
          <Button
            component={RouterLink}
            to={calendarLink(offer.id, `${base}?step=${step}`)}
            sx={{ mt: 2 }}
            size="small"
          >
            {t('offer-editor.editCalendar')}
          </Button>
        ) : null}
      </EditorPage>
    </EditorContext.Provider>
  );
};

/** /edit-offer/:id: the stepper's form for the own offer, saved with PUT; not for deleted or disabled offers. */
export const EditOfferRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const offer = useOffer(id);
  if (offer.isPending) return <PageLoader />;
  if (offer.isError || !offer.data) {
    return (
      <EditorPage title={t('offer-editor.edit.title')}>
        <Alert severity="error" role="alert">
          {offer.error?.message ?? t('offer-editor.edit.notLoaded')}
        </Alert>
      </EditorPage>
    );
  }
  if (!isEditable(offer.data.status)) {
    return (
      <EditorPage title={t('offer-editor.edit.title')} close={PAGES.myOffer.href(id)}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
            {t('offer-editor.offer.notEditable')}
          </Alert>
          <Button component={RouterLink} to={PAGES.myOffers.path} variant="contained">
            {t('offer-editor.edit.myOffers')}
          </Button>
        </Stack>
      </EditorPage>
    );
  }
  return <EditForm key={offer.data.id} offer={offer.data} />;
};
