import { api } from '../../../lib/api.ts';

/** POST /chat/channels/{id}/read: move the member's read cursor (never backwards). */
export const markChatRead = async (channelId: string, seq: number) =>
  (await api.markChatRead(channelId, { seq })).data;
