import type { BodyOf } from '@barterbits/contracts';
import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/channels/{id}/mutes: muteMember (minutes or permanent, with a reason). */
export const muteMember = (channelId: string, body: BodyOf<'muteMember'>) => api.muteMember(channelId, body);

export const useMuteMember = (channelId: string) =>
  useChannelMutation(channelId, (body: BodyOf<'muteMember'>) => muteMember(channelId, body));
