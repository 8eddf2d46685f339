import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** DELETE /chat/channels/{id}/operators/{memberId}: unRegisterAsOperator. */
export const unRegisterAsOperator = (channelId: string, memberId: string) =>
  api.unRegisterAsOperator(channelId, memberId);

export const useUnRegisterAsOperator = (channelId: string) =>
  useChannelMutation(channelId, (memberId: string) => unRegisterAsOperator(channelId, memberId));
