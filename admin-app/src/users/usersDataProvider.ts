/**
 * The `users` resource: getList/getManyReference → GET /user (filters q, status, memberType, role),
 * getOne/getMany → GET /user/{id}?raw=true; `changeUserStatus` → POST /user/verify-password with
 * the admin's password, then POST /user/change-status with its token; `lookupUserNames` → GET
 * /user/user-name; `changeMemberEmail` → POST /user/verify-password, then POST /user/email-change.
 */
import {
  MEMBER_TYPES,
  ROLES,
  type TAdminEmailChangeRequest,
  type TAdminEmailChangeResponse,
  type TChangeStatusRequest,
  type TListUsersQuery,
  type TListUsersResponse,
  type TUser,
  type TUserNameLookupQuery,
  type TUserNameLookupResponse,
  type TUserNameMatch,
  USER_SORT_FIELDS,
  USER_STATUSES,
  type UserStatus,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { filterOf, isOneOf, listQueryOf, readPages, searchOf } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const USERS_RESOURCE = 'users';

/** What the users resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface UsersApi {
  listUsers(query: TListUsersQuery): Promise<TListUsersResponse>;
  getUser(id: string, query: { raw: 'true' }): Promise<{ data: TUser }>;
  verifyPassword(body: { password: string }): Promise<{ data: { token: string } }>;
  changeStatus(body: TChangeStatusRequest): Promise<{ data: TUser }>;
  lookupUserNames(query: TUserNameLookupQuery): Promise<TUserNameLookupResponse>;
  adminChangeEmail(body: TAdminEmailChangeRequest): Promise<TAdminEmailChangeResponse>;
}

/** A user as the show page reads it: the API's user plus the profile fields the list also has, flat. */
export type UserRecord = TUser & {
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  mobileNumber: string | null;
  profilePhoto: string | null;
  businessName: string | null;
};

/** `changeUserStatus` params: the new status, its reason, and the admin's password (checked first). */
export interface ChangeUserStatusParams {
  id: Identifier;
  status: UserStatus;
  reason: string;
  password: string;
}

/** `changeMemberEmail` params: the member, the new address, its reason, and the admin's password (checked first). */
export interface ChangeMemberEmailParams {
  id: Identifier;
  newEmail: string;
  reason: string;
  password: string;
}

/** `lookupUserNames` params: part of a username (trimmed by the caller). */
export interface LookupUserNamesParams {
  q: string;
}

/** `lookupUserNames`' answer: the first page of matches (exact match first) and how many there are in all. */
export interface UserNameMatches {
  data: TUserNameMatch[];
  total: number;
}

/** react-admin list parameters → the GET /user query. `limit` may exceed the server's page size (see getList). */
export function toListUsersQuery(
  params: Partial<GetListParams>,
): TListUsersQuery & { offset: number; limit: number } {
  const filter = filterOf(params);
  const query: TListUsersQuery & { offset: number; limit: number } = listQueryOf(
    params,
    USER_SORT_FIELDS,
    'created_at',
  );
  const search = searchOf(filter.q);
  if (search) query.search = search;
  if (isOneOf(USER_STATUSES, filter.status)) query.status = filter.status;
  if (isOneOf(MEMBER_TYPES, filter.memberType)) query.memberType = filter.memberType;
  if (isOneOf(ROLES, filter.role)) query.role = filter.role;
  return query;
}

/** Flatten the profile fields of a user next to the top-level ones (same names as the list rows). */
export function toUserRecord(user: TUser): UserRecord {
  const p = user.userProfile;
  return {
    ...user,
    firstName: p.firstName,
    lastName: p.lastName,
    userName: p.userName,
    mobileNumber: p.mobileNumber,
    profilePhoto: p.profilePhoto,
    businessName: user.business?.businessName ?? null,
  };
}

export function createUsersProvider(api: UsersApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toListUsersQuery(params), (q) => api.listUsers(q));
  const getUser = async (id: string) => ({
    data: toUserRecord((await api.getUser(id, { raw: 'true' })).data),
  });

  return resourceProvider(
    USERS_RESOURCE,
    { ...listMethods(list), ...byIdMethods(getUser) },
    {
      async changeUserStatus(
        _resource: string,
        params: ChangeUserStatusParams,
      ): Promise<{ data: UserRecord }> {
        const { data } = await api.verifyPassword({ password: params.password });
        const res = await api.changeStatus({
          userId: String(params.id),
          status: params.status,
          reason: params.reason.trim(),
          token: data.token,
        });
        return { data: toUserRecord(res.data) };
      },
      async lookupUserNames(_resource: string, params: LookupUserNamesParams): Promise<UserNameMatches> {
        const res = await api.lookupUserNames({ q: params.q });
        return { data: res.data, total: res.meta.total };
      },
      async changeMemberEmail(
        _resource: string,
        params: ChangeMemberEmailParams,
      ): Promise<TAdminEmailChangeResponse> {
        const { data } = await api.verifyPassword({ password: params.password });
        return api.adminChangeEmail({
          userId: String(params.id),
          newEmail: params.newEmail.trim(),
          reason: params.reason.trim(),
          token: data.token,
        });
      },
    },
  );
}

/** The users provider's own calls, for `useDataProvider<UsersDataProvider>()`. */
export type UsersDataProvider = DataProvider &
  Pick<ReturnType<typeof createUsersProvider>, 'changeUserStatus' | 'lookupUserNames' | 'changeMemberEmail'>;
