import { PROFILE_PHOTO_FIELD } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useApplyProfile } from './apply-user.ts';

/** POST /user/profile-photo (multipart, field `file`), reporting upload progress in percent. */
export const uploadProfilePhoto = ({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}) => uploadFile('uploadProfilePhoto', { field: PROFILE_PHOTO_FIELD, file, onProgress });

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
