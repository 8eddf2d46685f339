import { PAGES } from '@barterbits/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { usePublishOffer, useSaveOffer } from '../api/save-offer.ts';
import { EditorPage } from '../components/editor-page.tsx';
import { SaveProblem } from '../components/step-actions.tsx';
import { publishProblems, toOfferBody } from '../lib/draft.ts';
import { allCompleted, CREATE_BASE, firstOpenStep, stepRoute } from '../lib/steps.ts';
import { useCreateEditor } from '../lib/use-create-editor.ts';
import { ProblemList } from './review-offer.tsx';

const Published = ({ offerId, title }: { offerId: string; title?: string }) => {
  const t = useT();
  return (
    <EditorPage title={t('offer-editor.published.title')} close={PAGES.myOffers.path}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <CheckCircle color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h6" component="p" role="status">
          {title ? t('offer-editor.published.live', { title }) : t('offer-editor.published.liveNoTitle')}
        </Typography>
        <Typography color="text.secondary">{t('offer-editor.published.where')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PAGES.myOffer.href(offerId)} variant="contained">
            {t('offer-editor.published.view')}
          </Button>
          <Button component={RouterLink} to={CREATE_BASE} variant="outlined">
            {t('offer-editor.published.another')}
          </Button>
        </Stack>
      </Stack>
    </EditorPage>
  );
};

/** /review-submit: publish the reviewed draft (PATCH /offer → ACTIVE), then the confirmation. */
export const ReviewSubmitRoute = () => {
  const t = useT();
  const { draft, steps, reset } = useCreateEditor();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { title?: string } | null };
  const navigate = useNavigate();
  const save = useSaveOffer();
  const publish = usePublishOffer();
  const [error, setError] = useState<unknown>(null);
  /** Set on success, so the confirmation stays while the local draft is cleared. */
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);

  if (done) return <Published offerId={done.id} title={done.title} />;
  const published = params.get('published');
  if (published) return <Published offerId={published} {...(state?.title ? { title: state.title } : {})} />;
  if (!allCompleted(steps) || !draft.offerId) {
    return <Navigate to={stepRoute(CREATE_BASE, firstOpenStep(steps))} replace />;
  }
  const problems = publishProblems(draft);

  const onPublish = async () => {
    setError(null);
    try {
      // The latest values first (the server checks the complete offer when publishing).
      const saved = await save.mutateAsync({
        offerId: draft.offerId,
        body: toOfferBody(draft),
        createIfMissing: false,
      });
      const offer = await publish.mutateAsync(saved.id);
      setDone({ id: offer.id, title: offer.title });
      reset();
      navigate(`${PAGES.reviewSubmit.path}?published=${offer.id}`, {
        replace: true,
        state: { title: offer.title },
      });
    } catch (e) {
      setError(e);
    }
  };

  const busy = save.isPending || publish.isPending;
  return (
    <EditorPage
      title={t('offer-editor.publish.title')}
      close={PAGES.reviewOffer.path}
      closeLabel={t('offer-editor.publish.backToReview')}
    >
      <Stack spacing={2.5}>
        <ProblemList problems={problems} />
        <SaveProblem error={error} />
        <Typography>
          <strong>{draft.title}</strong> {t('offer-editor.publish.listed')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={PAGES.reviewOffer.path} disabled={busy}>
            {t('offer-editor.back')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void onPublish()}
            loading={busy}
            disabled={busy || problems.length > 0}
          >
            {t('offer-editor.publish.submit')}
          </Button>
        </Stack>
      </Stack>
    </EditorPage>
  );
};
