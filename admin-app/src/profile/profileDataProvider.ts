/**
 * The `profile` resource: the signed-in admin, one record with id `me`. getOne → GET /admin,
 * update → PUT /admin (then `onAdminUpdated` refreshes the cached identity).
 */
import type { TUpdateAdminRequest, TUser } from '@barterbits/contracts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const PROFILE_RESOURCE = 'profile';
/** The one record of the `profile` resource. */
export const PROFILE_ID = 'me';

/** What the profile resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ProfileApi {
  getAdmin(): Promise<{ data: TUser }>;
  updateAdmin(body: TUpdateAdminRequest): Promise<{ data: TUser }>;
}

export interface ProfileProviderOptions {
  /** Called with the admin's profile after a successful profile update (refreshes the cached identity). */
  onAdminUpdated?: (admin: TUser) => void;
}

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

export function createProfileProvider(api: ProfileApi, options: ProfileProviderOptions = {}) {
  return resourceProvider(PROFILE_RESOURCE, {
    async getOne() {
      return { data: toProfileRecord((await api.getAdmin()).data) };
    },
    async update(_resource, params) {
      const res = await api.updateAdmin(toUpdateAdminRequest(params.data));
      options.onAdminUpdated?.(res.data);
      return { data: toProfileRecord(res.data) };
    },
  });
}
