/**
 * Chat rules. Every change runs in one transaction; its hub events are published after
 * the transaction commits (a failed publish is logged, never undoes the change: clients catch up
 * with afterSeq). Moderation is checked under the channel's row lock on every send and join:
 * - only current members read or send (others: 404); a member banned from chat everywhere: 403;
 * - muted members cannot send (403 with until when); banned members are removed and cannot rejoin;
 * - a frozen channel accepts messages from operators only (a frozen DIRECT channel from nobody);
 * - a block stops one-to-one messages either way;
 * - only operators moderate, operators cannot be muted or banned, DIRECT channels have no moderation.
 */
import { createChatChannels } from './chat.channels.ts';
import { type ChatServiceDeps, createChatCore } from './chat.core.ts';
import { createChatMessages } from './chat.messages.ts';
import { createChatModeration } from './chat.moderation.ts';
import { createChatReports } from './chat.reports.ts';
import { createChatSending } from './chat.sending.ts';

export { type ChatServiceDeps, chatImageUrl } from './chat.core.ts';
export { CHAT_SEND_RULE } from './chat.messages.ts';

/** The chat service: channels, messages, moderation and reports over one shared core. */
export function createChatService(deps: ChatServiceDeps) {
  const core = createChatCore(deps);
  const sending = createChatSending(core);
  const channels = createChatChannels(core, sending);
  return {
    ...channels,
    ...createChatMessages(core, sending),
    ...createChatModeration(core, channels),
    ...createChatReports(core),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
