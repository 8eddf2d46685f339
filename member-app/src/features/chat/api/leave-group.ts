import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** POST /chat/channels/{id}/leave: leaveGroup. */
export const leaveGroup = (channelId: string) => api.leaveGroup(channelId);

/** Leaves a group; its cached thread and details are dropped (the member can no longer read them). */
export const useLeaveGroup = (channelId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroup(channelId),
    onSuccess: () => queryClient.removeQueries({ queryKey: chatKeys.channel(channelId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
  });
};
