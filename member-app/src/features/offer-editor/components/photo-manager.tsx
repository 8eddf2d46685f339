import {
  checkUpload,
  OFFER_PHOTOS_MAX,
  type TOffer,
  type TOfferPhoto,
  UPLOAD_MAX_SIZE_MB,
  type UploadCandidate,
} from '@barterbits/contracts';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { PhotoFileInput, UploadStatus } from '../../../components/photo-upload.tsx';
import { takeChosenFiles } from '../../../lib/chosen-files.ts';
import { useT } from '../../../lib/i18n.ts';

import { useDeleteOfferPhoto, useReorderOfferPhotos, useUploadOfferPhoto } from '../api/offer-photos.ts';
import { messageIn } from '../lib/text.ts';

/**
 * The offer's photos: add one at a time (checked here first: type, size, count, same file; the
 * server checks the content again), move left/right (the first is the cover), remove.
 */
export const PhotoManager = ({
  offerId,
  photos,
  onChange,
}: {
  offerId: string;
  photos: TOfferPhoto[];
  onChange: (offer: TOffer) => void;
}) => {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOfferPhoto();
  const remove = useDeleteOfferPhoto();
  const reorder = useReorderOfferPhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Content hashes of the photos added in this visit, for the duplicate check before uploading. */
  const [hashes, setHashes] = useState<Record<string, string>>({});
  const busy = upload.isPending || remove.isPending || reorder.isPending;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    const { files, incoming } = await takeChosenFiles(e.target);
    const accepted: UploadCandidate[] = photos.map((p) => ({
      name: `#${p.id}`,
      size: -1,
      type: '',
      ...(hashes[p.id] ? { hash: hashes[p.id] } : {}),
    }));
    const problem = checkUpload(incoming, accepted, { maxFiles: OFFER_PHOTOS_MAX });
    if (problem) return setError(messageIn(t, problem));
    setProgress(0);
    upload.mutate(
      { offerId, file: files[0] as File, onProgress: setProgress },
      {
        onSuccess: (offer) => {
          const added = offer.photos.find((p) => !photos.some((q) => q.id === p.id));
          const hash = incoming[0]?.hash;
          if (added && hash) setHashes((h) => ({ ...h, [added.id]: hash }));
          onChange(offer);
        },
        onError: (err) => setError(err.message),
        onSettled: () => setProgress(null),
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id as string);
    setError(null);
    reorder.mutate(
      { offerId, photoIds: ids },
      { onSuccess: onChange, onError: (err) => setError(err.message) },
    );
  };

  const onRemove = (photoId: string) => {
    setError(null);
    remove.mutate({ offerId, photoId }, { onSuccess: onChange, onError: (err) => setError(err.message) });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('offer-editor.photos.rules', { max: OFFER_PHOTOS_MAX, size: UPLOAD_MAX_SIZE_MB })}
      </Typography>
      {photos.length === 0 ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          {t('offer-editor.photos.none')}
        </Box>
      ) : (
        <Box
          component="ol"
          aria-label={t('offer-editor.photos.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {photos.map((p, i) => (
            <Box
              component="li"
              key={p.id}
              aria-label={t(i === 0 ? 'offer-editor.photos.cover' : 'offer-editor.photos.item', {
                index: i + 1,
                count: photos.length,
              })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100' }}>
                <Box
                  component="img"
                  src={p.thumbUrl}
                  alt={t('offer-editor.photos.alt', { index: i + 1 })}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
                {i === 0 ? (
                  <Chip
                    label={t('offer-editor.photos.coverChip')}
                    size="small"
                    color="primary"
                    sx={{ position: 'absolute', top: 6, left: 6 }}
                  />
                ) : null}
              </Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between', px: 0.5 }}>
                <IconButton
                  size="small"
                  aria-label={t('offer-editor.photos.earlier', { index: i + 1 })}
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowBack fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('offer-editor.photos.remove', { index: i + 1 })}
                  disabled={busy}
                  onClick={() => onRemove(p.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('offer-editor.photos.later', { index: i + 1 })}
                  disabled={busy || i === photos.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowForward fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <PhotoFileInput ref={input} label={t('offer-editor.photos.file')} onFiles={onFiles} />
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternate />}
          onClick={() => input.current?.click()}
          disabled={busy || photos.length >= OFFER_PHOTOS_MAX}
          loading={upload.isPending}
        >
          {t('offer-editor.photos.add')}
        </Button>
      </Box>
      <UploadStatus progress={progress} error={error} />
    </Stack>
  );
};
