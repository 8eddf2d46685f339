import type { BodyOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** profile calls: one typed function per endpoint. */
export const profileApi = (invoke: Invoke) => ({
  /** GET /user/{id}/public: an active member's public profile (what other members see). */
  getPublicProfile: (id: string) => invoke('getPublicProfile', { params: { id } }),
  /** PUT /user/{id}: the own personal info. */
  updatePersonalInfo: (id: string, body: BodyOf<'updatePersonalInfo'>) =>
    invoke('updatePersonalInfo', { params: { id }, body }),
  /** PUT /user/business: the own business details. */
  updateBusinessDetails: (body: BodyOf<'updateBusinessDetails'>) => invoke('updateBusinessDetails', { body }),
  /** GET /user/business/categories: the own business's categories. */
  getMyCategories: () => invoke('getMyCategories'),
  /** PUT /user/business/categories: replace the own business's categories. */
  updateMyCategories: (body: BodyOf<'updateMyCategories'>) => invoke('updateMyCategories', { body }),
  /** GET /user/socials: the own social links. */
  getSocials: () => invoke('getSocials'),
  /** PUT /user/socials: set the own social links (https:// only). */
  updateSocials: (body: BodyOf<'updateSocials'>) => invoke('updateSocials', { body }),
  /**
   * POST /user/profile-photo: multipart with one file in field `file`. For upload progress use
   * `clients.member` with `onUploadProgress` (see the member app's profile feature).
   */
  uploadProfilePhoto: (form: FormData) => invoke('uploadProfilePhoto', { body: form as never }),
  /** DELETE /user/profile-photo. */
  deleteProfilePhoto: () => invoke('deleteProfilePhoto'),
});
