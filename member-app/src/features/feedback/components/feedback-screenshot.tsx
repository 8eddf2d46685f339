import { useObjectUrl } from '@barterbits/app-start/use-object-url';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useScreenshotImage } from '../api/get-screenshot.ts';

/**
 * "Show screenshot" on a sent feedback: the private image is read with the member's session when asked
 * for, then shown under the button ("Hide screenshot" folds it again).
 */
export const FeedbackScreenshot = ({ url }: { url: string }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const image = useScreenshotImage(url, open);
  const src = useObjectUrl(image.data);
  return (
    <Box>
      <Button size="small" variant="outlined" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? t('feedback.screenshot.hide') : t('feedback.screenshot.show')}
      </Button>
      {open ? (
        <Box sx={{ mt: 1 }}>
          {image.isError ? (
            <Alert severity="error" role="alert">
              {image.error.message}
            </Alert>
          ) : src ? (
            <Box
              component="img"
              src={src}
              alt={t('feedback.screenshot.alt')}
              sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <CircularProgress size={24} aria-label={t('feedback.screenshot.loading')} />
          )}
        </Box>
      ) : null}
    </Box>
  );
};
