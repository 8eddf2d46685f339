import { useObjectUrl } from '@barterbits/app-start/use-object-url';
import type { TBarterDisputePhoto } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { AuthedImage, authedImageTexts } from '../components/AuthedImageButton.tsx';
import { useT } from '../i18n/useT.ts';
import { BARTER_DISPUTES_RESOURCE, type BarterDisputesDataProvider } from './barterDisputesDataProvider.ts';

const THUMB = 128;

/**
 * One photo as a thumbnail that opens the full image in a dialog. Both are private (the barter's parties
 * and admins): they are read with the admin's session as Blobs, never a bare <img src>, as feedback
 * screenshots are.
 */
const PhotoThumb = ({
  photo,
  title,
  label,
}: {
  photo: TBarterDisputePhoto;
  title: string;
  label: string;
}) => {
  const dataProvider = useDataProvider<BarterDisputesDataProvider>();
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const thumb = useQuery({
    queryKey: [BARTER_DISPUTES_RESOURCE, 'photo', photo.thumbUrl],
    queryFn: () => dataProvider.barterDisputePhoto(BARTER_DISPUTES_RESOURCE, { url: photo.thumbUrl }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const src = useObjectUrl(thumb.data);
  const texts = authedImageTexts('image', t);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={label}
        sx={{
          width: THUMB,
          height: THUMB,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        {src ? (
          <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : thumb.isError ? (
          <Typography variant="caption" sx={{ p: 1 }}>
            {texts.failed}
          </Typography>
        ) : (
          <CircularProgress size={24} aria-label={texts.loading} />
        )}
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {open ? (
            <AuthedImage
              noun="image"
              alt={title}
              queryKey={[BARTER_DISPUTES_RESOURCE, 'photo', photo.url]}
              load={() => dataProvider.barterDisputePhoto(BARTER_DISPUTES_RESOURCE, { url: photo.url })}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('console.common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The buyer's photos as thumbnails, each opening the full image; "No photos." without any. */
export const DisputePhotos = ({ photos, by }: { photos: readonly TBarterDisputePhoto[]; by: string }) => {
  const t = useT();
  if (photos.length === 0) return <>{t('console.barter-disputes.show.noPhotos')}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {photos.map((photo, i) => (
        <PhotoThumb
          key={photo.uploadId}
          photo={photo}
          title={t('console.barter-disputes.show.photoOf', { number: i + 1, count: photos.length, name: by })}
          label={t('console.barter-disputes.show.viewPhoto', { number: i + 1 })}
        />
      ))}
    </Stack>
  );
};
