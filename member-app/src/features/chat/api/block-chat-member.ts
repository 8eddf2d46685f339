import { api } from '../../../lib/api.ts';
import { useChannelMutation } from './use-channel-mutation.ts';

/** POST /chat/blocks (block) or DELETE /chat/blocks/{memberId} (unblock). */
export const setMemberBlocked = (memberId: string, blocked: boolean) =>
  blocked ? api.blockChatMember({ memberId }) : api.unblockChatMember(memberId);

/** Blocks or unblocks the other member of a one-to-one conversation, then refetches it. */
export const useSetMemberBlocked = (channelId: string, memberId: string) =>
  useChannelMutation(channelId, (blocked: boolean) => setMemberBlocked(memberId, blocked));
