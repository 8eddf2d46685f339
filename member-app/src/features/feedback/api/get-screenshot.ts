import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivateImage } from '../../../lib/private-image.ts';
import { feedbackKeys } from './keys.ts';

export const getScreenshotQueryOptions = (url: string) =>
  queryOptions({
    queryKey: feedbackKeys.screenshot(url),
    queryFn: ({ signal }) => getPrivateImage(url, signal),
    staleTime: Infinity,
  });

/** The screenshot as a Blob, once `enabled` (when the member asks to see it). */
export const useScreenshotImage = (url: string, enabled: boolean) =>
  useQuery({ ...getScreenshotQueryOptions(url), enabled });
