import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useCategoryTreeInLanguage } from '../../../lib/categories-in-language.ts';
import { membersKeys } from './keys.ts';

/** GET /user/business/category: active categories with their sub-categories (the business filters). */
export const getBusinessCategories = async () => (await api.listBusinessCategories()).data;

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: membersKeys.businessCategories,
    queryFn: getBusinessCategories,
    staleTime: 5 * 60_000,
  });

/** The categories named and sorted in the app's language. */
export const useBusinessCategories = (enabled = true) =>
  useQuery({ ...getBusinessCategoriesQueryOptions(), enabled, select: useCategoryTreeInLanguage() });
