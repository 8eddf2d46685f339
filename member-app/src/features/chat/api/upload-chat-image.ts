import { toApiError } from '@barterbits/api-client';
import { buildPath, CHAT_IMAGE_FIELD, type ResponseOf, ROUTES } from '@barterbits/contracts';
import { api } from '../../../lib/api.ts';

/**
 * POST /chat/images: one image (multipart, field `file`) with upload progress in percent; answers the
 * uploadId to send. (uploadChatImage has no progress, so this goes through the member client as the
 * shared upload helper does.)
 */
export const uploadChatImage = async (file: File, onProgress: (percent: number) => void) => {
  const form = new FormData();
  form.append(CHAT_IMAGE_FIELD, file);
  try {
    const res = await api.clients.member.request<ResponseOf<'uploadChatImage'>>({
      method: ROUTES.uploadChatImage.method,
      url: buildPath(ROUTES.uploadChatImage.path),
      data: form,
      onUploadProgress: (e) => {
        if (e.total) onProgress(Math.round((e.loaded * 100) / e.total));
      },
    });
    return res.data.data;
  } catch (e) {
    throw toApiError(e);
  }
};
