import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';
import { getMembershipQueryOptions } from './get-membership.ts';

/** POST /subscription/subscribe (one Idempotency-Key per attempt: a retry never pays twice). */
export const subscribe = async (body: BodyOf<'subscribe'>) =>
  (await withAttemptKey('subscribe', body, (key) => api.subscribe(body, key))).data;

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
