import { toApiError } from '@barterbits/api-client';
import { buildPath, type EndpointName, type ResponseOf, ROUTES } from '@barterbits/contracts';
import { api } from './api.ts';

/** The member upload endpoints that take one file as multipart form data. */
export type UploadEndpoint = 'uploadProfilePhoto' | 'uploadOfferPhoto' | 'uploadBarterDisputePhoto';

/**
 * Sends one file (multipart, in form field `field`) to a member endpoint, reporting upload progress in
 * percent, and returns the response's `data`. Errors come back as ApiError like every other call.
 */
export const uploadFile = async <N extends UploadEndpoint & EndpointName>(
  name: N,
  {
    field,
    file,
    params,
    onProgress,
  }: {
    field: string;
    file: File;
    params?: Record<string, string>;
    onProgress?: (percent: number) => void;
  },
): Promise<ResponseOf<N>['data']> => {
  const form = new FormData();
  form.append(field, file);
  try {
    const res = await api.clients.member.request<ResponseOf<N>>({
      method: ROUTES[name].method,
      url: buildPath(ROUTES[name].path, params),
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
