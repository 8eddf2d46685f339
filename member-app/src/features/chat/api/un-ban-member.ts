import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** DELETE /chat/channels/{id}/bans/{memberId}: unBanMember. */
export const unBanMember = (channelId: string, memberId: string) => api.unBanMember(channelId, memberId);

export const useUnBanMember = (channelId: string) =>
  useChannelMutation(channelId, (memberId: string) => unBanMember(channelId, memberId));
