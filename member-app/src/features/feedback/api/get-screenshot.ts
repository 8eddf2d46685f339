import { toApiError } from '@barterbits/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { feedbackKeys } from './keys.ts';

/** The API prefix the member client's baseURL already holds. */
const API_PREFIX = '/v1';

/** A screenshot URL as the server gives it (`/v1/…`) → the path under the client's baseURL. */
export const clientPathOf = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;

/** A feedback screenshot, read with the member's session (private: never a bare <img src>). */
export const getScreenshot = async (url: string): Promise<Blob> => {
  try {
    return (await api.clients.member.get<Blob>(clientPathOf(url), { responseType: 'blob' })).data;
  } catch (e) {
    throw toApiError(e);
  }
};

export const getScreenshotQueryOptions = (url: string) =>
  queryOptions({
    queryKey: feedbackKeys.screenshot(url),
    queryFn: () => getScreenshot(url),
    staleTime: Infinity,
  });

/** The screenshot as a Blob, once `enabled` (when the member asks to see it). */
export const useScreenshotImage = (url: string, enabled: boolean) =>
  useQuery({ ...getScreenshotQueryOptions(url), enabled });
