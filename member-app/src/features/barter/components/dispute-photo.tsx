import { useObjectUrl } from '@barterbits/app-start/use-object-url';
import type { TBarterDisputePhoto } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useDisputePhoto } from '../api/dispute-photo.ts';

const SIZE = 96;

/** The full photo in a dialog, read with the member's session. */
const FullPhoto = ({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) => {
  const t = useT();
  const photo = useDisputePhoto(url);
  const src = useObjectUrl(photo.data);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" slotProps={{ paper: { 'aria-label': alt } }}>
      <DialogContent sx={{ p: 1, display: 'flex', justifyContent: 'center', minWidth: 200, minHeight: 120 }}>
        {photo.isError ? (
          <Typography color="error" role="alert">
            {t('barter.dispute.photoUnavailable')}
          </Typography>
        ) : src ? (
          <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '80vh' }} />
        ) : (
          <CircularProgress aria-label={t('barter.dispute.photoLoading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('barter.dispute.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * One of a dispute's photos: its thumbnail, read with the member's session (the photos are private to the
 * barter's parties); pressing it opens the full photo.
 */
export const DisputePhotoThumb = ({ photo, number }: { photo: TBarterDisputePhoto; number: number }) => {
  const t = useT();
  const thumb = useDisputePhoto(photo.thumbUrl);
  const src = useObjectUrl(thumb.data);
  const [open, setOpen] = useState(false);
  const alt = t('barter.dispute.photo', { number });
  const box = { width: SIZE, height: SIZE, borderRadius: 1, bgcolor: 'grey.200' } as const;
  if (thumb.isError)
    return (
      <Typography variant="body2" color="error" sx={{ maxWidth: SIZE }}>
        {t('barter.dispute.photoUnavailable')}
      </Typography>
    );
  if (!src)
    return (
      <Box sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={t('barter.dispute.photoLoading')} />
      </Box>
    );
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('barter.dispute.openPhoto', { number })}
        sx={{ borderRadius: 1, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Box component="img" src={src} alt={alt} sx={{ ...box, objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      {open ? <FullPhoto url={photo.url} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
