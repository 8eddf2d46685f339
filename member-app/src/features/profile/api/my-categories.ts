import type { TUpdateMyCategoriesRequest } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useCategoriesInLanguage, useCategoryTreeInLanguage } from '../../../lib/categories-in-language.ts';

/** GET /user/business/categories: the own business's categories. */
export const getMyCategories = async () => (await api.getMyCategories()).data;

export const getMyCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['my-business-categories'], queryFn: getMyCategories });

/** The own categories named and sorted in the app's language. */
export const useMyCategories = (enabled = true) =>
  useQuery({ ...getMyCategoriesQueryOptions(), enabled, select: useCategoriesInLanguage() });

/** PUT /user/business/categories. */
export const updateMyCategories = async (body: TUpdateMyCategoriesRequest) =>
  (await api.updateMyCategories(body)).data;

export const useUpdateMyCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyCategories,
    onSuccess: (data) => {
      queryClient.setQueryData(getMyCategoriesQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
};

/** GET /user/business/category: every active category with its sub-categories (to choose from). */
export const getAllBusinessCategories = async () => (await api.listBusinessCategories()).data;

export const getAllBusinessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['business-categories'],
    queryFn: getAllBusinessCategories,
    staleTime: 5 * 60_000,
  });

/** Every category named and sorted in the app's language. */
export const useAllBusinessCategories = () =>
  useQuery({ ...getAllBusinessCategoriesQueryOptions(), select: useCategoryTreeInLanguage() });
