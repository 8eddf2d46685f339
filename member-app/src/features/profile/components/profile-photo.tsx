import { checkUpload, type UploadCandidate } from '@barterbits/contracts';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { PhotoFileInput, UploadStatus } from '../../../components/photo-upload.tsx';
import { takeChosenFiles } from '../../../lib/chosen-files.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useDeleteProfilePhoto, useUploadProfilePhoto } from '../api/profile-photo.ts';

/** The profile photo with Change / Remove: checked here first (type, size, one file, same file), then uploaded. */
export const ProfilePhoto = ({ photo, name }: { photo: string | null; name: string }) => {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The file last uploaded in this visit: choosing it again is refused before any upload. */
  const [current, setCurrent] = useState<UploadCandidate | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    const { files, incoming } = await takeChosenFiles(e.target);
    const accepted = photo && current ? [current] : [];
    const problem = checkUpload(incoming, accepted);
    if (problem) {
      setError(problem);
      return;
    }
    const file = files[0] as File;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setCurrent(incoming[0] ?? null);
          notify({ message: t('profile.photo.updated') });
        },
        onError: (err) => setError(err.message),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setCurrent(null);
        notify({ message: t('profile.photo.removed') });
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={photo ?? undefined}
        alt={photo ? t('profile.photo.alt', { name }) : undefined}
        sx={{ width: 120, height: 120, fontSize: 44 }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={1.5} sx={{ flexGrow: 1, maxWidth: 420 }}>
        <PhotoFileInput id={inputId} ref={input} label={t('profile.photo.file')} onFiles={onFiles} />
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCamera />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {photo ? t('profile.photo.change') : t('profile.photo.add')}
          </Button>
          {photo ? (
            <Button color="error" onClick={onRemove} disabled={busy} loading={remove.isPending}>
              {t('profile.photo.remove')}
            </Button>
          ) : null}
        </Stack>
        <UploadStatus progress={progress} error={error} />
      </Stack>
    </Stack>
  );
};
