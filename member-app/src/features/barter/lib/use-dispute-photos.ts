import { BARTER_DISPUTE_PHOTOS_MAX, UPLOAD_MAX_SIZE_MB } from '@barterbits/contracts';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { uploadDisputePhoto } from '../api/barter-dispute.ts';

/** A photo the buyer chose for a dispute: its preview, then its upload's progress, error or uploadId. */
export interface DisputePhoto {
  key: number;
  file: File;
  previewUrl: string;
  uploadId: string | null;
  /** Percent while it uploads, else null. */
  progress: number | null;
  error: string | null;
}

const MAX_BYTES = UPLOAD_MAX_SIZE_MB * 1024 * 1024;

/**
 * Why a chosen file cannot be one of the dispute's photos (not an image, too large, one too many), or
 * null when it can. `count` is how many photos are already there.
 */
export const photoProblem = (file: Pick<File, 'name' | 'type' | 'size'>, count: number): string | null => {
  if (count >= BARTER_DISPUTE_PHOTOS_MAX)
    return t('barter.dispute.tooMany', { max: BARTER_DISPUTE_PHOTOS_MAX });
  if (!file.type.startsWith('image/')) return t('barter.dispute.notImage', { name: file.name });
  if (file.size > MAX_BYTES) return t('barter.dispute.tooBig', { name: file.name, mb: UPLOAD_MAX_SIZE_MB });
  return null;
};

/**
 * The photos of a dispute being written: chosen (previews), removed, then uploaded one by one before the
 * dispute is sent (an upload that failed is tried again on the next send; one done is not).
 */
export const useDisputePhotos = () => {
  const [photos, setPhotos] = useState<DisputePhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const nextKey = useRef(0);
  // The previews to revoke when the form goes.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const p of shown.current) URL.revokeObjectURL(p.previewUrl);
    },
    [],
  );

  const update = (key: number, change: Partial<DisputePhoto>) =>
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  /** Adds the files chosen in `input` (and clears it, so the same file may be chosen again). */
  const choose = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    const added: DisputePhoto[] = [];
    let refused: string | null = null;
    for (const file of files) {
      const why = photoProblem(file, photos.length + added.length);
      if (why) {
        refused ??= why;
        continue;
      }
      added.push({
        key: nextKey.current++,
        file,
        previewUrl: URL.createObjectURL(file),
        uploadId: null,
        progress: null,
        error: null,
      });
    }
    setProblem(refused);
    if (added.length > 0) setPhotos((all) => [...all, ...added]);
  };

  const remove = (key: number) => {
    setProblem(null);
    setPhotos((all) => {
      const gone = all.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return all.filter((p) => p.key !== key);
    });
  };

  /** Uploads the photos not uploaded yet, one after the other: their uploadIds, or null when one failed. */
  const uploadAll = async (): Promise<string[] | null> => {
    setUploading(true);
    const ids: string[] = [];
    try {
      for (const photo of photos) {
        if (photo.uploadId) {
          ids.push(photo.uploadId);
          continue;
        }
        update(photo.key, { progress: 0, error: null });
        try {
          const { uploadId } = await uploadDisputePhoto(photo.file, (progress) =>
            update(photo.key, { progress }),
          );
          update(photo.key, { uploadId, progress: null });
          ids.push(uploadId);
        } catch (e) {
          update(photo.key, { progress: null, error: (e as Error).message });
          return null;
        }
      }
      return ids;
    } finally {
      setUploading(false);
    }
  };

  /** The server no longer knows an upload: every photo is uploaded again on the next send. */
  const forgetUploads = () => setPhotos((all) => all.map((p) => ({ ...p, uploadId: null })));

  return { photos, problem, uploading, choose, remove, uploadAll, forgetUploads };
};

export type DisputePhotos = ReturnType<typeof useDisputePhotos>;
