/**
 * The `admin-accounts` resource (super admins only; the server refuses everyone else):
 * getList → GET /admin/accounts (filters `q` → search, status, roleId; the server's order; exports read
 * pages of 1000); and its own calls: `listAdminRoles` → GET /admin/roles, `inviteAdmin` →
 * POST /admin/invite, `updateAdminAccount` → PATCH /admin/accounts (role or status).
 */
import {
  ADMIN_ACCOUNT_STATUSES,
  type QueryOf,
  type ResponseOf,
  type TAdminAccount,
  type TAdminRoleItem,
  type TInviteAdminRequest,
  type TUpdateAdminAccountRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, isOneOf, pageOf, readPages, searchOf } from '../providers/listParams.ts';
import { listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const ADMIN_ACCOUNTS_RESOURCE = 'admin-accounts';

/** What the admin-accounts resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface AdminAccountsApi {
  listAdminAccounts(query?: QueryOf<'listAdminAccounts'>): Promise<ResponseOf<'listAdminAccounts'>>;
  listAdminRoles(): Promise<ResponseOf<'listAdminRoles'>>;
  inviteAdmin(body: TInviteAdminRequest): Promise<ResponseOf<'inviteAdmin'>>;
  updateAdminAccount(body: TUpdateAdminAccountRequest): Promise<ResponseOf<'updateAdminAccount'>>;
}

/** A row of the list (and the CSV). */
export type AdminAccountRecord = TAdminAccount;

/** `inviteAdmin` params: the address, the role and optional names (blank names are left out). */
export interface InviteAdminParams {
  email: string;
  roleId: number;
  firstName?: string;
  lastName?: string;
}

type Paged = NonNullable<QueryOf<'listAdminAccounts'>> & { offset: number; limit: number };

/** A positive whole number from a filter value (a select gives strings or numbers). */
const roleIdOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** react-admin list parameters → the GET /admin/accounts query. */
export function toAdminAccountsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...pageOf(params) };
  const search = searchOf(filter.q);
  if (search) query.search = search;
  if (isOneOf(ADMIN_ACCOUNT_STATUSES, filter.status)) query.status = filter.status;
  const roleId = roleIdOf(filter.roleId);
  if (roleId !== undefined) query.roleId = roleId;
  return query;
}

/** The invite body: trimmed address, names only when given. */
export function toInviteBody(params: InviteAdminParams): TInviteAdminRequest {
  const firstName = params.firstName?.trim();
  const lastName = params.lastName?.trim();
  return {
    email: params.email.trim(),
    roleId: params.roleId,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}

export function createAdminAccountsProvider(api: AdminAccountsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toAdminAccountsQuery(params), (q) => api.listAdminAccounts(q));

  return resourceProvider(ADMIN_ACCOUNTS_RESOURCE, listMethods(list), {
    /** The admin roles, active ones first as the server orders them. */
    async listAdminRoles(_resource: string, _params: Record<string, never>): Promise<TAdminRoleItem[]> {
      return (await api.listAdminRoles()).data;
    },
    /** Answers the pending account and the server's message ("Invitation sent."). */
    async inviteAdmin(_resource: string, params: InviteAdminParams) {
      const res = await api.inviteAdmin(toInviteBody(params));
      return { data: res.data, message: res.message };
    },
    /** Answers the changed account and the server's message. */
    async updateAdminAccount(_resource: string, params: TUpdateAdminAccountRequest) {
      const res = await api.updateAdminAccount(params);
      return { data: res.data, message: res.message };
    },
  });
}

/** The admin-accounts provider's own calls, for `useDataProvider<AdminAccountsDataProvider>()`. */
export type AdminAccountsDataProvider = DataProvider &
  Pick<
    ReturnType<typeof createAdminAccountsProvider>,
    'listAdminRoles' | 'inviteAdmin' | 'updateAdminAccount'
  >;
