import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';
import { getMembershipQueryOptions } from './get-membership.ts';

/** DELETE /payment/cards/{id}. */
export const deleteCard = (id: string) => api.deleteCard(id);

export const useDeleteCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: getMembershipQueryOptions().queryKey });
    },
  });
};
