import { isApiError } from '@barterbits/api-client';
import type { TOffer, TOfferDraftInput } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * Saves the offer: PUT /offer/{id} when it has an id, else POST /offer (a new DRAFT). A draft that
 * vanished on the server (404) is saved again as a new one.
 */
export const saveOffer = async ({
  offerId,
  body,
  createIfMissing = true,
}: {
  offerId: string | null;
  body: TOfferDraftInput;
  createIfMissing?: boolean;
}): Promise<TOffer> => {
  if (offerId) {
    try {
      return (await api.updateOffer(offerId, body)).data;
    } catch (e) {
      if (!(createIfMissing && isApiError(e) && e.status === 404)) throw e;
    }
  }
  return (await api.createOffer(body)).data;
};

/** Invalidates every cached offer read (own list, details, editor). */
export const useInvalidateOffers = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('offer'),
    });
};

export const useSaveOffer = () => {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: saveOffer, onSuccess: () => void invalidate() });
};

/** PATCH /offer {status: ACTIVE, user: MEMBER}: publish the own draft. */
export const publishOffer = async (offerId: string): Promise<TOffer> =>
  (await api.changeOfferStatus({ offerId, status: 'ACTIVE', user: 'MEMBER' })).data;

export const usePublishOffer = () => {
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: publishOffer, onSuccess: () => void invalidate() });
};
