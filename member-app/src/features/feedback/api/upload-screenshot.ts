import { FEEDBACK_SCREENSHOT_FIELD } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /feedback/screenshot: stores one image (members only) and answers its uploadId. */
export const uploadScreenshot = async (file: File) => {
  const form = new FormData();
  form.append(FEEDBACK_SCREENSHOT_FIELD, file);
  return (await api.uploadFeedbackScreenshot(form)).data;
};

export const useUploadScreenshot = () => useMutation({ mutationFn: uploadScreenshot });
