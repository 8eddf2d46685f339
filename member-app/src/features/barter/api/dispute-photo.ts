import { useQuery } from '@tanstack/react-query';
import { getPrivateImage } from '../../../lib/private-image.ts';
import { barterKeys } from './keys.ts';

/** The photo as a Blob, once `enabled`; a photo never changes. */
export const useDisputePhoto = (url: string, enabled = true) =>
  useQuery({
    queryKey: barterKeys.disputePhoto(url),
    queryFn: ({ signal }) => getPrivateImage(url, signal),
    staleTime: Infinity,
    enabled,
  });
