import { useObjectUrl } from '@barterbits/app-start/use-object-url';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate, useT } from '../i18n/useT.ts';

/** What a private image is called in the texts. */
export type ImageNoun = 'screenshot' | 'image';

/** The messages of each kind of image (the words differ by noun in French: « la capture », « l’image »). */
const TEXTS = {
  screenshot: {
    button: 'console.common.screenshot.view',
    loading: 'console.common.screenshot.loading',
    failed: 'console.common.screenshot.failed',
  },
  image: {
    button: 'console.common.image.view',
    loading: 'console.common.image.loading',
    failed: 'console.common.image.failed',
  },
} as const satisfies Record<ImageNoun, Record<string, ConsoleKey>>;

/** What the button, the spinner and the error say of an image called `noun`, in the console's language. */
export const authedImageTexts = (noun: ImageNoun, t: Translate = englishText) => ({
  button: t(TEXTS[noun].button),
  loading: t(TEXTS[noun].loading),
  failed: t(TEXTS[noun].failed),
});

interface AuthedImageProps {
  /** The react-query key of the image (one per URL). */
  queryKey: QueryKey;
  /** Reads the image with the admin's session, as a Blob. */
  load: () => Promise<Blob>;
  alt: string;
  /** What the image is called in the texts. */
  noun: ImageNoun;
}

/** The image itself, read through `load` once the dialog opens. */
export const AuthedImage = ({ queryKey, load, alt, noun }: AuthedImageProps) => {
  const { data, isPending, isError } = useQuery({
    queryKey,
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const src = useObjectUrl(data);
  const t = useT();
  const texts = authedImageTexts(noun, t);
  if (isError) return <Alert severity="error">{texts.failed}</Alert>;
  if (isPending || !src) return <CircularProgress aria-label={texts.loading} />;
  return (
    <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
  );
};

/**
 * "View {noun}" for a private image (a feedback screenshot, a chat image): it is read with the admin's
 * session (as a Blob, never a bare <img src>) and shown in a dialog titled `alt`, only when asked for.
 */
export const AuthedImageButton = ({ sx, ...image }: AuthedImageProps & { sx?: SxProps<Theme> }) => {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const t = useT();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} {...(sx ? { sx } : {})}>
        {authedImageTexts(image.noun, t).button}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{image.alt}</DialogTitle>
        <DialogContent>{open ? <AuthedImage {...image} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('console.common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
