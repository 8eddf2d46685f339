import { UPLOAD_MAX_SIZE_MB } from '@barterbits/contracts';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { PhotoFileInput } from '../../../components/photo-upload.tsx';
import { useT } from '../../../lib/i18n.ts';
import { feedbackMessage } from '../lib/field-message.ts';
import type { ScreenshotState } from '../lib/use-screenshot.ts';

/**
 * The optional screenshot: "Attach a screenshot" opens the file picker (JPEG, PNG or WebP up to 5 MB);
 * while it uploads a progress bar shows; then its preview with "Remove screenshot".
 */
export const ScreenshotField = ({
  state,
  disabled = false,
}: {
  state: ScreenshotState;
  disabled?: boolean;
}) => {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { screenshot, uploading, error } = state;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('feedback.screenshot.legend')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('feedback.screenshot.hint', { mb: UPLOAD_MAX_SIZE_MB })}
      </Typography>
      <PhotoFileInput
        ref={input}
        label={t('feedback.screenshot.file')}
        onFiles={async (e) => state.choose(e.currentTarget)}
      />
      {screenshot ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={screenshot.previewUrl}
            alt={t('feedback.screenshot.preview', { name: screenshot.name })}
            sx={{
              maxWidth: { xs: '100%', sm: 240 },
              maxHeight: 180,
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Button variant="outlined" color="inherit" onClick={state.remove} disabled={disabled}>
            {t('feedback.screenshot.remove')}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || uploading}
          aria-describedby={hintId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('feedback.screenshot.attach')}
        </Button>
      )}
      {uploading ? <LinearProgress aria-label={t('feedback.screenshot.uploading')} /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {feedbackMessage(error)}
        </Alert>
      ) : null}
    </Stack>
  );
};
