import type { TSendFeedbackRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { feedbackKeys } from './keys.ts';

/**
 * POST /feedback: a member's feedback or report (with their session), or a visitor's with `pow`, the
 * solved proof of work sent in the x-altcha header.
 */
export const sendFeedback = async ({ body, pow }: { body: TSendFeedbackRequest; pow?: string }) =>
  api.sendFeedback(body, pow);

/** Sends feedback; the member's history is refetched afterwards. */
export const useSendFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine }),
  });
};
