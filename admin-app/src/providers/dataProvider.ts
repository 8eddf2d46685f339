/**
 * The admin console's react-admin data provider. Like ra-data-simple-rest, its methods only map
 * react-admin calls to API calls and shape the answers; the API client does the HTTP, tokens and
 * refresh. Resources: `users` (read-only for now) and `profile` (the signed-in admin, id `me`).
 */
import {
  MEMBER_TYPES,
  ROLES,
  type TListUsersQuery,
  type TListUsersResponse,
  type TMembershipDetailsResponse,
  type TUpdateAdminRequest,
  type TUser,
  USER_SORT_FIELDS,
  USER_STATUSES,
} from '@barterbits/contracts';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetOneResult,
  Identifier,
  UpdateResult,
} from 'react-admin';
import { isOneOf, pageOf, readPages, sortOrderOf } from './listParams.ts';

/** What the data provider needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface AdminDataApi {
  listUsers(query: TListUsersQuery): Promise<TListUsersResponse>;
  getUser(id: string, query: { raw: 'true' }): Promise<{ data: TUser }>;
  getAdmin(): Promise<{ data: TUser }>;
  updateAdmin(body: TUpdateAdminRequest): Promise<{ data: TUser }>;
  /** GET /user/memberShip-details/{id}: read through the `memberships` resource (id = the user's id). */
  getMembershipDetails?(userId: string): Promise<TMembershipDetailsResponse>;
}

export interface DataProviderOptions {
  /** Called with the admin's profile after a successful profile update (refreshes the cached identity). */
  onAdminUpdated?: (admin: TUser) => void;
}

export const USERS_RESOURCE = 'users';
export const PROFILE_RESOURCE = 'profile';
/** A member's membership, saved cards and recent charges (read-only; the record id is the user's id). */
export const MEMBERSHIPS_RESOURCE = 'memberships';
/** The one record of the `profile` resource. */
export const PROFILE_ID = 'me';

export const DEFAULT_PER_PAGE = 25;
const SEARCH_MAX_LENGTH = 100;

/** A user as the show page reads it: the API's user plus the profile fields the list also has, flat. */
export type UserRecord = TUser & {
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  mobileNumber: string | null;
  profilePhoto: string | null;
  businessName: string | null;
};

/** The `profile` record: the signed-in admin, with the form's field names (spec §3: firstName, lastName, mobileNo). */
export interface ProfileRecord {
  id: typeof PROFILE_ID;
  adminId: string;
  email: string;
  role: TUser['role'];
  firstName: string;
  lastName: string;
  mobileNo: string;
  profilePhoto: string | null;
  lastLogin: string | null;
  created_at: string;
}

/**
 * A data-provider failure react-admin understands: `message` is shown, `status` reaches
 * `authProvider.checkError`, and `body.errors` marks form fields (server-side validation).
 */
export class DataProviderError extends Error {
  override name = 'DataProviderError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: { errors: Record<string, string> },
  ) {
    super(message);
  }
}

/** react-admin list parameters → the GET /user query. `limit` may exceed the server's page size (see getList). */
export function toListUsersQuery(
  params: Partial<GetListParams>,
): TListUsersQuery & { offset: number; limit: number } {
  const field = params.sort?.field;
  const filter: Record<string, unknown> = params.filter ?? {};

  const query: TListUsersQuery & { offset: number; limit: number } = {
    ...pageOf(params, DEFAULT_PER_PAGE),
    // 'id' and columns the server cannot sort by fall back to the creation date.
    sortBy: isOneOf(USER_SORT_FIELDS, field) ? field : 'created_at',
    sortOrder: sortOrderOf(params),
  };
  const search = typeof filter.q === 'string' ? filter.q.trim().slice(0, SEARCH_MAX_LENGTH) : '';
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

export function toProfileRecord(admin: TUser): ProfileRecord {
  const p = admin.userProfile;
  return {
    id: PROFILE_ID,
    adminId: admin.id,
    email: admin.email,
    role: admin.role,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    mobileNo: p.mobileNumber ?? '',
    profilePhoto: p.profilePhoto,
    lastLogin: admin.lastLogin,
    created_at: admin.created_at,
  };
}

/** The PUT /admin body from the profile form's values. */
export function toUpdateAdminRequest(data: Record<string, unknown>): TUpdateAdminRequest {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { firstName: text(data.firstName), lastName: text(data.lastName), mobileNo: text(data.mobileNo) };
}

interface ApiErrorLike {
  message: string;
  status: number;
  fieldErrors?: Record<string, string[]>;
}
const isApiErrorLike = (e: unknown): e is ApiErrorLike =>
  e instanceof Error && typeof (e as Partial<ApiErrorLike>).status === 'number';

/** Keep the API's message and status; turn per-field messages into react-admin form errors. */
export function toDataProviderError(error: unknown): unknown {
  if (!isApiErrorLike(error) || !error.fieldErrors) return error;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return new DataProviderError(error.message, error.status, { errors });
}

const unknownResource = (resource: string): Error =>
  new Error(
    `Unknown resource "${resource}": the BarterBits admin data provider serves "${USERS_RESOURCE}" and "${PROFILE_RESOURCE}" only.`,
  );

const notSupported = (resource: string, method: string): Error =>
  new Error(`${method} is not supported for "${resource}" in the admin console yet.`);

const isKnownResource = (resource: string) =>
  resource === USERS_RESOURCE || resource === PROFILE_RESOURCE || resource === MEMBERSHIPS_RESOURCE;

/** Writes the API does not offer yet (user status changes come with issue 3). */
const rejectWrite =
  (method: string) =>
  async (resource: string): Promise<never> => {
    throw isKnownResource(resource) ? notSupported(resource, method) : unknownResource(resource);
  };

export function createDataProvider(api: AdminDataApi, options: DataProviderOptions = {}): DataProvider {
  // Results are react-admin's untyped records (`any`): its methods are generic in the record type.
  async function listUsers(params: Partial<GetListParams>): Promise<GetListResult> {
    return readPages(toListUsersQuery(params), (q) => api.listUsers(q));
  }

  async function getOne(resource: string, id: Identifier): Promise<GetOneResult> {
    if (resource === USERS_RESOURCE) {
      const res = await api.getUser(String(id), { raw: 'true' });
      return { data: toUserRecord(res.data) };
    }
    if (resource === PROFILE_RESOURCE) {
      const res = await api.getAdmin();
      return { data: toProfileRecord(res.data) };
    }
    if (resource === MEMBERSHIPS_RESOURCE) {
      if (!api.getMembershipDetails) throw notSupported(resource, 'getOne');
      const res = await api.getMembershipDetails(String(id));
      return { data: { id: res.data.userId, ...res.data } };
    }
    throw unknownResource(resource);
  }

  const provider: DataProvider = {
    async getList(resource, params) {
      if (resource === USERS_RESOURCE) return listUsers(params);
      throw isKnownResource(resource) ? notSupported(resource, 'getList') : unknownResource(resource);
    },

    getOne: (resource, params) => getOne(resource, params.id),

    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => getOne(resource, id)));
      return { data: records.map((r) => r.data) };
    },

    async getManyReference(resource, params) {
      if (resource !== USERS_RESOURCE) {
        throw isKnownResource(resource)
          ? notSupported(resource, 'getManyReference')
          : unknownResource(resource);
      }
      return listUsers({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async update(resource, params) {
      if (resource === PROFILE_RESOURCE) {
        try {
          const res = await api.updateAdmin(toUpdateAdminRequest(params.data));
          options.onAdminUpdated?.(res.data);
          const result: UpdateResult = { data: toProfileRecord(res.data) };
          return result;
        } catch (e) {
          throw toDataProviderError(e);
        }
      }
      throw isKnownResource(resource) ? notSupported(resource, 'update') : unknownResource(resource);
    },

    create: rejectWrite('create'),
    updateMany: rejectWrite('updateMany'),
    delete: rejectWrite('delete'),
    deleteMany: rejectWrite('deleteMany'),
  };
  return provider;
}
