import type { Invoke } from '../call.ts';

/** Chat (issue 13): one typed function per endpoint. Live events arrive over the chat WebSocket. */
export const chatApi = (_invoke: Invoke) => ({});
