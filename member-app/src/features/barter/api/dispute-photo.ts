import { toApiError } from '@barterbits/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** The API prefix the member client's baseURL already holds. */
const API_PREFIX = '/v1';

/** A photo URL as the server gives it (`/v1/…`) → the path under the client's baseURL. */
export const clientPathOf = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;

/** A dispute's photo, read with the member's session (private to the parties: never a bare <img src>). */
export const getDisputePhoto = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  try {
    return (await api.clients.member.get<Blob>(clientPathOf(url), { responseType: 'blob', signal })).data;
  } catch (e) {
    throw toApiError(e);
  }
};

/** The photo as a Blob, once `enabled`; a photo never changes. */
export const useDisputePhoto = (url: string, enabled = true) =>
  useQuery({
    queryKey: barterKeys.disputePhoto(url),
    queryFn: ({ signal }) => getDisputePhoto(url, signal),
    staleTime: Infinity,
    enabled,
  });
