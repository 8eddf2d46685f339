import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys.ts';

/**
 * A mutation on one conversation that answers `{ message? }` from the server: afterwards its details,
 * members and bans and the conversations list are refetched.
 */
export const useChannelMutation = <V, R>(channelId: string, mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.channel(channelId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
      ]);
    },
  });
};
