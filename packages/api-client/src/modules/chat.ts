import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * Chat: one typed function per endpoint. Live events arrive over the chat WebSocket.
 * Sends carry a `clientId` made once per message (keep it for retries: the server answers the
 * message already made); after a reconnect catch up with `listChatMessages(id, { afterSeq })`.
 */
export const chatApi = (invoke: Invoke) => ({
  /** GET /chat/channels: the caller's conversations, newest activity first (meta.unreadTotal). */
  listChatChannels: (query?: QueryOf<'listChatChannels'>) => invoke('listChatChannels', { query }),
  /** GET /chat/unread: the unread total for the navigation badge. */
  getChatUnread: () => invoke('getChatUnread'),
  /** POST /chat/direct: open (or get) the one-to-one conversation with a member, optionally from an offer. */
  openDirectChannel: (body: BodyOf<'openDirectChannel'>) => invoke('openDirectChannel', { body }),
  /** POST /chat/channels: createChannel (a group; the caller is its first operator). */
  createChannel: (body: BodyOf<'createChannel'>) => invoke('createChannel', { body }),
  /** GET /chat/channels/{id}: getChannelDetails. */
  getChannelDetails: (id: string) => invoke('getChannelDetails', { params: { id } }),
  /** POST /chat/channels/{id}/members: inviteMember. */
  inviteMember: (id: string, body: BodyOf<'inviteMember'>) =>
    invoke('inviteMember', { params: { id }, body }),
  /** POST /chat/channels/{id}/leave: leaveGroup. */
  leaveGroup: (id: string) => invoke('leaveGroup', { params: { id } }),
  /** GET /chat/channels/{id}/members: getMembers. */
  getMembers: (id: string) => invoke('getMembers', { params: { id } }),
  /** GET /chat/channels/{id}/operators: getOperators. */
  getOperators: (id: string) => invoke('getOperators', { params: { id } }),
  /** POST /chat/channels/{id}/operators: registerAsOperator. */
  registerAsOperator: (id: string, body: BodyOf<'registerAsOperator'>) =>
    invoke('registerAsOperator', { params: { id }, body }),
  /** DELETE /chat/channels/{id}/operators/{memberId}: unRegisterAsOperator. */
  unRegisterAsOperator: (id: string, memberId: string) =>
    invoke('unRegisterAsOperator', { params: { id, memberId } }),
  /** POST /chat/channels/{id}/mutes: muteMember. */
  muteMember: (id: string, body: BodyOf<'muteMember'>) => invoke('muteMember', { params: { id }, body }),
  /** DELETE /chat/channels/{id}/mutes/{memberId}: unMuteMember. */
  unMuteMember: (id: string, memberId: string) => invoke('unMuteMember', { params: { id, memberId } }),
  /** GET /chat/channels/{id}/mutes: getMuteUser. */
  getMuteUser: (id: string) => invoke('getMuteUser', { params: { id } }),
  /** POST /chat/channels/{id}/bans: banMember. */
  banMember: (id: string, body: BodyOf<'banMember'>) => invoke('banMember', { params: { id }, body }),
  /** DELETE /chat/channels/{id}/bans/{memberId}: unBanMember. */
  unBanMember: (id: string, memberId: string) => invoke('unBanMember', { params: { id, memberId } }),
  /** GET /chat/channels/{id}/bans: getBanUser. */
  getBanUser: (id: string) => invoke('getBanUser', { params: { id } }),
  /** POST /chat/channels/{id}/freeze: freezeChannel. */
  freezeChannel: (id: string) => invoke('freezeChannel', { params: { id } }),
  /** DELETE /chat/channels/{id}/freeze: unfreeze. */
  unfreezeChannel: (id: string) => invoke('unfreezeChannel', { params: { id } }),
  /** POST /chat/channels/{id}/system-messages: sendDefaultMessage. */
  sendDefaultMessage: (id: string, body: BodyOf<'sendDefaultMessage'>) =>
    invoke('sendDefaultMessage', { params: { id }, body }),
  /** POST /chat/channels/{id}/messages: send (a retry with the same clientId answers the same message). */
  sendChatMessage: (id: string, body: BodyOf<'sendChatMessage'>) =>
    invoke('sendChatMessage', { params: { id }, body }),
  /** GET /chat/channels/{id}/messages: afterSeq (catch-up), beforeSeq (history) or the newest page. */
  listChatMessages: (id: string, query?: QueryOf<'listChatMessages'>) =>
    invoke('listChatMessages', { params: { id }, query }),
  /** POST /chat/channels/{id}/read: move the read cursor (never backwards). */
  markChatRead: (id: string, body: BodyOf<'markChatRead'>) =>
    invoke('markChatRead', { params: { id }, body }),
  /**
   * POST /chat/images: multipart with one image in field `file` (CHAT_IMAGE_FIELD); answers the
   * uploadId to send. For upload progress use `clients.member` with `onUploadProgress`.
   */
  uploadChatImage: (form: FormData) => invoke('uploadChatImage', { body: form as never }),
  /** GET /chat/users/{id}: getUser (name, photo, blocks). */
  getChatUser: (id: string) => invoke('getChatUser', { params: { id } }),
  /** GET /chat/blocks: the members the caller blocked. */
  listChatBlocks: () => invoke('listChatBlocks'),
  /** POST /chat/blocks: block a member. */
  blockChatMember: (body: BodyOf<'blockChatMember'>) => invoke('blockChatMember', { body }),
  /** DELETE /chat/blocks/{memberId}: unblock a member. */
  unblockChatMember: (memberId: string) => invoke('unblockChatMember', { params: { memberId } }),
  /** POST /chat/messages/{id}/report: report a message (once). */
  reportChatMessage: (id: string, body: BodyOf<'reportChatMessage'>) =>
    invoke('reportChatMessage', { params: { id }, body }),
  /** Admin: GET /chat/admin/reports (filters; up to 1000 a page for CSV). */
  adminListChatReports: (query?: QueryOf<'adminListChatReports'>) =>
    invoke('adminListChatReports', { query }),
  /** Admin: GET /chat/admin/reports/{id}: the report with the surrounding messages. */
  adminGetChatReport: (id: string) => invoke('adminGetChatReport', { params: { id } }),
  /** Admin: POST /chat/admin/reports/{id}/resolve. */
  adminResolveChatReport: (id: string, body: BodyOf<'adminResolveChatReport'>) =>
    invoke('adminResolveChatReport', { params: { id }, body }),
  /** Admin: POST /chat/admin/channels/{id}/freeze (freeze or unfreeze). */
  adminFreezeChatChannel: (id: string, body: BodyOf<'adminFreezeChatChannel'>) =>
    invoke('adminFreezeChatChannel', { params: { id }, body }),
  /** Admin: GET /chat/admin/bans. */
  adminListChatBans: (query?: QueryOf<'adminListChatBans'>) => invoke('adminListChatBans', { query }),
  /** Admin: POST /chat/admin/bans: ban from chat everywhere. */
  adminBanChatMember: (body: BodyOf<'adminBanChatMember'>) => invoke('adminBanChatMember', { body }),
  /** Admin: DELETE /chat/admin/bans/{memberId}. */
  adminUnbanChatMember: (memberId: string) => invoke('adminUnbanChatMember', { params: { memberId } }),
});
