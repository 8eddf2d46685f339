import type { OfferStatus } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';
import { getOfferDetailsQueryOptions } from './get-offer-details.ts';

/** PATCH /offer with user=MEMBER: the owner moves the offer along the transition table. */
export const changeOfferStatus = async (offerId: string, status: OfferStatus) =>
  api.changeOfferStatus({ offerId, status, user: 'MEMBER' });

export const useChangeOfferStatus = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OfferStatus) => changeOfferStatus(offerId, status),
    onSuccess: (res) => {
      queryClient.setQueryData(getOfferDetailsQueryOptions(offerId).queryKey, (old) =>
        old ? { ...old, ...res.data } : old,
      );
      // Lists, counts, feeds and favourites all depend on the status.
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
};
