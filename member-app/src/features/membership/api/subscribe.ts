import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getCardsQueryOptions } from './get-cards.ts';
import { getMembershipQueryOptions } from './get-membership.ts';

export interface SubscribeInput {
  body: BodyOf<'subscribe'>;
  /** One key per payment attempt: a retried request never pays twice. */
  idempotencyKey: string;
}

/** POST /subscription/subscribe. */
export const subscribe = async ({ body, idempotencyKey }: SubscribeInput) =>
  (await api.subscribe(body, idempotencyKey)).data;

/** Pays the membership; the member's profile is refetched (the onboarding stage moves on). */
export const useSubscribe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: async (data) => {
      queryClient.setQueryData(getMembershipQueryOptions().queryKey, data.membership);
      await queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey });
      await queryClient.refetchQueries({ queryKey: getUserQueryOptions(data.membership.userId).queryKey });
    },
  });
};
