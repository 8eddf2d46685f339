import { toApiError } from '@barterbits/api-client';
import { endpoints, PROFILE_PHOTO_FIELD, type ResponseOf } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyProfile } from './apply-user.ts';

/** POST /user/profile-photo (multipart, field `file`), reporting upload progress in percent. */
export const uploadProfilePhoto = async ({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}) => {
  const form = new FormData();
  form.append(PROFILE_PHOTO_FIELD, file);
  try {
    const res = await api.clients.member.request<ResponseOf<'uploadProfilePhoto'>>({
      method: endpoints.uploadProfilePhoto.method,
      url: endpoints.uploadProfilePhoto.path,
      data: form,
      onUploadProgress: (e) => {
        if (e.total) onProgress?.(Math.round((e.loaded * 100) / e.total));
      },
    });
    return res.data.data;
  } catch (e) {
    throw toApiError(e);
  }
};

export const useUploadProfilePhoto = () => {
  const applyProfile = useApplyProfile();
  return useMutation({ mutationFn: uploadProfilePhoto, onSuccess: applyProfile });
};

/** DELETE /user/profile-photo. */
export const deleteProfilePhoto = async () => (await api.deleteProfilePhoto()).data;

export const useDeleteProfilePhoto = () => {
  const applyProfile = useApplyProfile();
  return useMutation({ mutationFn: deleteProfilePhoto, onSuccess: applyProfile });
};
