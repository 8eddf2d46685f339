import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/channels/{id}/operators: registerAsOperator. */
export const registerAsOperator = (channelId: string, memberId: string) =>
  api.registerAsOperator(channelId, { memberId });

export const useRegisterAsOperator = (channelId: string) =>
  useChannelMutation(channelId, (memberId: string) => registerAsOperator(channelId, memberId));
