import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useCategoryTreeInLanguage } from '../../../lib/categories-in-language.ts';

/** GET /user/business/category: active categories with sub-categories. */
export const getBusinessCategories = async () => (await api.listBusinessCategories()).data;

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['business-categories'], queryFn: getBusinessCategories, staleTime: 5 * 60_000 });

/** The categories named and sorted in the app's language. */
export const useBusinessCategories = () =>
  useQuery({ ...getBusinessCategoriesQueryOptions(), select: useCategoryTreeInLanguage() });
