import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** POST /chat/channels: createChannel (a group; the member is its first operator). */
export const createChannel = (body: BodyOf<'createChannel'>) => api.createChannel(body);

export const useCreateChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
  });
};
