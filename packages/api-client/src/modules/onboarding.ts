import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** onboarding calls: one typed function per endpoint. */
export const onboardingApi = (invoke: Invoke) => ({
  /** POST /onboarding/account-type: Personal or Business (only at ACCOUNT_SETUP). */
  setAccountType: (body: BodyOf<'setAccountType'>) => invoke('setAccountType', { body }),
  /** POST /onboarding/personal-profile: completes ACCOUNT_SETUP for a personal member. */
  savePersonalProfile: (body: BodyOf<'savePersonalProfile'>) => invoke('savePersonalProfile', { body }),
  /** POST /onboarding/business-detail: completes ACCOUNT_SETUP for a business member. */
  saveBusinessDetail: (body: BodyOf<'saveBusinessDetail'>) => invoke('saveBusinessDetail', { body }),
  /** POST /onboarding/business-categories: categories plus the accepted pledge; completes CATEGORY_SELECTION. */
  saveBusinessCategories: (body: BodyOf<'saveBusinessCategories'>) =>
    invoke('saveBusinessCategories', { body }),
  /** GET /user/duplicate-check: whether a username, mobile number, business name or e-mail is free. */
  duplicateCheck: (query: QueryOf<'duplicateCheck'>, signal?: AbortSignal) =>
    invoke('duplicateCheck', { query, ...(signal ? { signal } : {}) }),
  /** GET /user/business/category: categories with sub-categories (members: active; admins: all). */
  listBusinessCategories: () => invoke('listBusinessCategories'),
  /** GET /user/business/category/{id} (admin). */
  getBusinessCategory: (id: number) => invoke('getBusinessCategory', { params: { id } }),
  /** POST /user/business/category (admin). */
  createBusinessCategory: (body: BodyOf<'createBusinessCategory'>) =>
    invoke('createBusinessCategory', { body }),
  /** POST /user/business/sub-category (admin). */
  createBusinessSubCategory: (body: BodyOf<'createBusinessSubCategory'>) =>
    invoke('createBusinessSubCategory', { body }),
  /** PUT /user/business/category/{id} (admin). */
  updateBusinessCategory: (id: number, body: BodyOf<'updateBusinessCategory'>) =>
    invoke('updateBusinessCategory', { params: { id }, body }),
  /** DELETE /user/business/category?categoryIds=1,2 (admin). */
  deleteBusinessCategories: (ids: number[]) =>
    invoke('deleteBusinessCategories', { query: { categoryIds: ids.join(',') } }),
  /** GET /user/pledge: the current pledge text. */
  getPledge: () => invoke('getPledge'),
  /** POST /user/pledge (admin): a new pledge version. */
  createPledge: (body: BodyOf<'createPledge'>) => invoke('createPledge', { body }),
});
