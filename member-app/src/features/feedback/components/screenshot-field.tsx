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
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { screenshot, uploading, error } = state;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        Screenshot (optional)
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        A JPEG, PNG or WebP image of at most {UPLOAD_MAX_SIZE_MB} MB.
      </Typography>
      <PhotoFileInput
        ref={input}
        label="Screenshot file"
        onFiles={async (e) => state.choose(e.currentTarget)}
      />
      {screenshot ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="img"
            src={screenshot.previewUrl}
            alt={`Screenshot preview: ${screenshot.name}`}
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
            Remove screenshot
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
          Attach a screenshot
        </Button>
      )}
      {uploading ? <LinearProgress aria-label="Uploading the screenshot" /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
};
