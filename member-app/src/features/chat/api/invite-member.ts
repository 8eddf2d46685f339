import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/channels/{id}/members: inviteMember. */
export const inviteMember = (channelId: string, memberIds: string[]) =>
  api.inviteMember(channelId, { memberIds });

export const useInviteMember = (channelId: string) =>
  useChannelMutation(channelId, (memberIds: string[]) => inviteMember(channelId, memberIds));
