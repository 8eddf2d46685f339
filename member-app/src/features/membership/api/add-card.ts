import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';

/** POST /payment/cards. */
export const addCard = async (body: BodyOf<'addCard'>) => (await api.addCard(body)).data;

export const useAddCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey }),
  });
};
