import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { EditorPage } from '../components/editor-page.tsx';
import { OfferPreview, type PreviewOffer } from '../components/offer-preview.tsx';
import { type OfferDraft, priceCentsOf, publishProblems, toDetails } from '../lib/draft.ts';
import { allCompleted, CREATE_BASE, firstOpenStep, stepRoute } from '../lib/steps.ts';
import { messageIn, stepName } from '../lib/text.ts';
import { useCreateEditor } from '../lib/use-create-editor.ts';

/** The draft as the preview shows it. */
export const previewOf = (draft: OfferDraft): PreviewOffer => ({
  category: draft.category ?? 'Product',
  title: draft.title,
  description: draft.description,
  details: draft.category ? toDetails(draft.category, draft.details) : {},
  priceCents: priceCentsOf(draft.price),
  priceType: draft.priceType,
  place: draft.location?.label ?? draft.savedPlace,
  videoUrl: draft.videoUrl,
  photos: draft.photos,
});

/** Messages of what is missing, each with a link to its step. */
export const ProblemList = ({ problems }: { problems: { step: number; message: string }[] }) => {
  const t = useT();
  return problems.length ? (
    <Alert severity="warning" role="alert">
      {t('offer-editor.review.incomplete')}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {problems.map((p) => (
          <li key={`${p.step}-${p.message}`}>
            {messageIn(t, p.message)}{' '}
            <Link component={RouterLink} to={stepRoute(CREATE_BASE, p.step)}>
              {t('offer-editor.review.goTo', { step: stepName(t, p.step) })}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  ) : null;
};

/** /review-offer: the offer as others will see it, with Edit links back to the steps. */
export const ReviewOfferRoute = () => {
  const t = useT();
  const { draft, steps } = useCreateEditor();
  if (!allCompleted(steps) || !draft.offerId) {
    return <Navigate to={stepRoute(CREATE_BASE, firstOpenStep(steps))} replace />;
  }
  const problems = publishProblems(draft);
  const edit = { 2: stepRoute(CREATE_BASE, 2), 3: stepRoute(CREATE_BASE, 3), 4: stepRoute(CREATE_BASE, 4) };
  return (
    <EditorPage
      title={t('offer-editor.review.title')}
      close={stepRoute(CREATE_BASE, 4)}
      closeLabel={t('offer-editor.review.backToForm')}
    >
      <Stack spacing={3}>
        <ProblemList problems={problems} />
        <OfferPreview offer={previewOf(draft)} editLinks={edit} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={stepRoute(CREATE_BASE, 4)}>
            {t('offer-editor.back')}
          </Button>
          <Button
            component={RouterLink}
            to={PAGES.reviewSubmit.path}
            variant="contained"
            disabled={problems.length > 0}
          >
            {t('offer-editor.review.continue')}
          </Button>
        </Stack>
      </Stack>
    </EditorPage>
  );
};
