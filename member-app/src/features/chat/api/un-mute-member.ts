import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** DELETE /chat/channels/{id}/mutes/{memberId}: unMuteMember. */
export const unMuteMember = (channelId: string, memberId: string) => api.unMuteMember(channelId, memberId);

export const useUnMuteMember = (channelId: string) =>
  useChannelMutation(channelId, (memberId: string) => unMuteMember(channelId, memberId));
