import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /user/business/category: active categories with sub-categories, alphabetical. */
export const getBusinessCategories = async () => (await api.listBusinessCategories()).data;

export const getBusinessCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['business-categories'], queryFn: getBusinessCategories, staleTime: 5 * 60_000 });

export const useBusinessCategories = () => useQuery(getBusinessCategoriesQueryOptions());
