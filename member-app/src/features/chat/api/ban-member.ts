import type { BodyOf } from '@barterbits/contracts';
import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/channels/{id}/bans: banMember (minutes or permanent, with a reason; removed at once). */
export const banMember = (channelId: string, body: BodyOf<'banMember'>) => api.banMember(channelId, body);

export const useBanMember = (channelId: string) =>
  useChannelMutation(channelId, (body: BodyOf<'banMember'>) => banMember(channelId, body));
