import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/channels/{id}/freeze (freezeChannel) or DELETE …/freeze (unfreezeChannel). */
export const setChannelFrozen = (channelId: string, frozen: boolean) =>
  frozen ? api.freezeChannel(channelId) : api.unfreezeChannel(channelId);

export const useSetChannelFrozen = (channelId: string) =>
  useChannelMutation(channelId, (frozen: boolean) => setChannelFrozen(channelId, frozen));
