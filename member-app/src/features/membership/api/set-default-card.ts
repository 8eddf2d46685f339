import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';

/** PATCH /payment/cards/{id}/default: answers the updated list. */
export const setDefaultCard = async (id: string) => (await api.setDefaultCard(id)).data;

export const useSetDefaultCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCard,
    onSuccess: (cards) => queryClient.setQueryData(getCardsQueryOptions().queryKey, cards),
  });
};
