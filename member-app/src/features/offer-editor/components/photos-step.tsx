import { PAGES } from '@barterbits/contracts';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { lowercased } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';

import { ZMediaStep } from '../lib/draft.ts';
import { stepRoute } from '../lib/steps.ts';
import { messageIn } from '../lib/text.ts';
import { useEditor } from './editor-context.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { SaveProblem, StepActions } from './step-actions.tsx';
import { useDraftForm } from './use-persist.ts';
import { useStepFinish } from './use-step-finish.ts';

/** The calendar page for this offer, coming back to `back` afterwards. */
export const calendarLink = (offerId: string, back: string) =>
  `${PAGES.editCalender.path}?offerId=${offerId}&back=${encodeURIComponent(back)}`;

/** Step 4: photos (saved on the server as they are added) and an optional YouTube video link. */
export const PhotosStep = () => {
  const t = useT();
  const { draft, setDraft, base } = useEditor();
  const { finish, saving, error } = useStepFinish(4);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useDraftForm<{ videoUrl: string }>(ZMediaStep, { videoUrl: draft.videoUrl }, (v) =>
    setDraft((d) => ({ ...d, videoUrl: v.videoUrl })),
  );

  const submit = (action: 'next' | 'save') =>
    handleSubmit(async () => {
      await finish({ videoUrl: getValues().videoUrl.trim() }, action);
    });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit('next')}
      spacing={3}
      aria-label={t('offer-editor.photos.form')}
    >
      <SaveProblem error={error} />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('offer-editor.photos.title')}
        </Typography>
        {draft.offerId ? (
          <PhotoManager
            offerId={draft.offerId}
            photos={draft.photos}
            onChange={(offer) => setDraft((d) => ({ ...d, photos: offer.photos }))}
          />
        ) : (
          <Alert severity="warning">{t('offer-editor.photos.saveFirst')}</Alert>
        )}
      </Stack>
      <TextField
        {...lowercased(register('videoUrl'))}
        label={t('offer-editor.photos.video')}
        placeholder="https://www.youtube.com/watch?v=…"
        fullWidth
        error={!!errors.videoUrl}
        helperText={messageIn(t, errors.videoUrl?.message) ?? t('offer-editor.photos.videoHint')}
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
      />
      {draft.category === 'Vacation Rentals' && draft.offerId ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('offer-editor.photos.availability')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('offer-editor.photos.availabilityHint')}
          </Typography>
          <Button
            component={RouterLink}
            to={calendarLink(draft.offerId, stepRoute(base, 4))}
            variant="outlined"
            startIcon={<CalendarMonth />}
          >
            {t('offer-editor.editCalendar')}
          </Button>
        </Stack>
      ) : null}
      <StepActions stepId={4} saving={saving} onSave={() => void submit('save')()} />
    </Stack>
  );
};
