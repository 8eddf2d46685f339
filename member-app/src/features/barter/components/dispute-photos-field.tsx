import { BARTER_DISPUTE_PHOTOS_MAX, UPLOAD_MAX_SIZE_MB } from '@barterbits/contracts';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { DisputePhotos } from '../lib/use-dispute-photos.ts';

/**
 * A dispute's photos: "Add photos" opens the file picker (images, up to three); each chosen photo shows
 * as a preview with its remove button, its upload's progress while it uploads, and its upload's error.
 */
export const DisputePhotosField = ({ state, disabled }: { state: DisputePhotos; disabled: boolean }) => {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { photos, problem } = state;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('barter.dispute.photos')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('barter.dispute.photosHint', { max: BARTER_DISPUTE_PHOTOS_MAX, mb: UPLOAD_MAX_SIZE_MB })}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept="image/*"
        aria-label={t('barter.dispute.photoFiles')}
        onChange={(e) => state.choose(e.currentTarget)}
      />
      {photos.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {photos.map((photo, i) => (
            <Stack component="li" key={photo.key} spacing={0.5} sx={{ width: 96 }}>
              <Box
                component="img"
                src={photo.previewUrl}
                alt={t('barter.dispute.photoPreview', { number: i + 1, name: photo.file.name })}
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              {photo.progress !== null ? (
                <LinearProgress
                  variant="determinate"
                  value={photo.progress}
                  aria-label={t('barter.dispute.uploading', { number: i + 1 })}
                />
              ) : null}
              {photo.uploadId ? (
                <Typography variant="caption" color="text.secondary">
                  {t('barter.dispute.uploaded')}
                </Typography>
              ) : null}
              {photo.error ? (
                <Typography variant="caption" color="error" role="alert">
                  {photo.error}
                </Typography>
              ) : null}
              <Button
                color="inherit"
                variant="outlined"
                onClick={() => state.remove(photo.key)}
                disabled={disabled}
                aria-label={t('barter.dispute.removePhoto', { number: i + 1 })}
              >
                {t('barter.dispute.removeShort')}
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {photos.length < BARTER_DISPUTE_PHOTOS_MAX ? (
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('barter.dispute.addPhotos')}
        </Button>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
};
