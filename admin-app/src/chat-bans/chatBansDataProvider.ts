/**
 * The `chat-bans` resource (members banned from chat everywhere; the record id is the ban's id):
 * getList → GET /chat/admin/bans (filter memberId; current bans only); and its own calls:
 * `banChatMember` → POST /chat/admin/bans (a duration in minutes or permanent, and a reason; a new ban
 * replaces the member's current one) and `unbanChatMember` → DELETE /chat/admin/bans/{memberId}.
 */
import type { QueryOf, ResponseOf, TAdminChatBanRequest, TChatBan } from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, pageOf, readPages } from '../providers/listParams.ts';
import { listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const CHAT_BANS_RESOURCE = 'chat-bans';

/** What the chat-bans resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ChatBansApi {
  adminListChatBans(query?: QueryOf<'adminListChatBans'>): Promise<ResponseOf<'adminListChatBans'>>;
  adminBanChatMember(body: TAdminChatBanRequest): Promise<ResponseOf<'adminBanChatMember'>>;
  adminUnbanChatMember(memberId: string): Promise<ResponseOf<'adminUnbanChatMember'>>;
}

export type ChatBanRecord = TChatBan;

/** `banChatMember` params: the member, minutes (null: permanent) and the reason. */
export interface BanChatMemberParams {
  memberId: string;
  durationMinutes: number | null;
  reason: string;
}

type Paged = NonNullable<QueryOf<'adminListChatBans'>> & { offset: number; limit: number };

/** react-admin list parameters → the GET /chat/admin/bans query. */
export function toChatBansQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...pageOf(params) };
  if (typeof filter.memberId === 'string' && filter.memberId.trim()) query.memberId = filter.memberId.trim();
  return query;
}

export function createChatBansProvider(api: ChatBansApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toChatBansQuery(params), (q) => api.adminListChatBans(q));

  return resourceProvider(CHAT_BANS_RESOURCE, listMethods(list), {
    /** Answers the new ban and the server's message (shown as the notification). */
    async banChatMember(_resource: string, params: BanChatMemberParams) {
      const res = await api.adminBanChatMember({
        memberId: params.memberId,
        durationMinutes: params.durationMinutes,
        reason: params.reason.trim(),
      });
      return { data: res.data, message: res.message };
    },
    /** Lifts the member's chat ban; answers the server's message. */
    async unbanChatMember(_resource: string, params: { memberId: string }) {
      const res = await api.adminUnbanChatMember(params.memberId);
      return { data: res.data, message: res.message };
    },
  });
}

/** The chat-bans provider's own calls, for `useDataProvider<ChatBansDataProvider>()`. */
export type ChatBansDataProvider = DataProvider &
  Pick<ReturnType<typeof createChatBansProvider>, 'banChatMember' | 'unbanChatMember'>;
