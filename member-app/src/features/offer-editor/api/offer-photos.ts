import { OFFER_PHOTO_FIELD, type TOffer } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useInvalidateOffers } from './save-offer.ts';

/** POST /offer/{id}/photos (multipart, one file in field `file`), reporting upload progress in percent. */
export const uploadOfferPhoto = ({
  offerId,
  file,
  onProgress,
}: {
  offerId: string;
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<TOffer> =>
  uploadFile('uploadOfferPhoto', { field: OFFER_PHOTO_FIELD, file, params: { id: offerId }, onProgress });

export const useUploadOfferPhoto = () => {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: uploadOfferPhoto, onSuccess: () => void invalidate() });
};

/** DELETE /offer/{id}/photos/{photoId}. */
export const deleteOfferPhoto = async ({ offerId, photoId }: { offerId: string; photoId: string }) =>
  (await api.deleteOfferPhoto(offerId, photoId)).data;

export const useDeleteOfferPhoto = () => {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: deleteOfferPhoto, onSuccess: () => void invalidate() });
};

/** PUT /offer/{id}/photos/order: every photo once, the cover first. */
export const reorderOfferPhotos = async ({ offerId, photoIds }: { offerId: string; photoIds: string[] }) =>
  (await api.reorderOfferPhotos(offerId, { photoIds })).data;

export const useReorderOfferPhotos = () => {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: reorderOfferPhotos, onSuccess: () => void invalidate() });
};
