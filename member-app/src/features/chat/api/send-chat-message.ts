import type { BodyOf } from '@barterbits/contracts';
import { api } from '../../../lib/api.ts';

/** POST /chat/channels/{id}/messages: one send (the outbox owns clientId and retries). */
export const sendChatMessage = async (channelId: string, body: BodyOf<'sendChatMessage'>) =>
  (await api.sendChatMessage(channelId, body)).data;
