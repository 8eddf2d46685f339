import { UPLOAD_ALLOWED_MIME_TYPES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ChangeEvent, Ref } from 'react';
import { tOr, useT } from '../lib/i18n.ts';

/** The hidden file input of a photo upload (the image types the server takes), opened by a button. */
export const PhotoFileInput = ({
  ref,
  id,
  label,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  id?: string;
  label: string;
  onFiles: (e: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) => (
  <input
    id={id}
    ref={ref}
    type="file"
    hidden
    aria-label={label}
    accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
    onChange={(e) => void onFiles(e)}
  />
);

/** The upload's progress bar while it runs, and the problem with the chosen file or the upload. */
export const UploadStatus = ({ progress, error }: { progress: number | null; error: string | null }) => {
  useT();
  return (
    <>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={tOr('app.upload.progress', 'Upload progress')}
        />
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </>
  );
};
