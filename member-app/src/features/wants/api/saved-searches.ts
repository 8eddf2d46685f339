import type { TCreateSavedSearchRequest, TUpdateSavedSearchRequest } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { wantsKeys } from './keys.ts';

/** GET /saved-search: the member's saved searches with their matches, newest first. */
export const getSavedSearches = async () => (await api.invoke('savedSearches')).data;

export const getSavedSearchesQueryOptions = () =>
  queryOptions({ queryKey: wantsKeys.savedSearches(), queryFn: getSavedSearches });

export const useSavedSearches = () =>
  useQuery({ ...getSavedSearchesQueryOptions(), refetchOnMount: 'always' });

/** POST /saved-search: the search page's query values under a name, with how to be told of new offers. */
export const createSavedSearch = (body: TCreateSavedSearchRequest) =>
  api.invoke('createSavedSearch', { body });

/** PUT /saved-search/:id: a new name or alert. */
export const updateSavedSearch = ({ id, body }: { id: string; body: TUpdateSavedSearchRequest }) =>
  api.invoke('updateSavedSearch', { params: { id }, body });

/** DELETE /saved-search/:id */
export const deleteSavedSearch = (id: string) => api.invoke('deleteSavedSearch', { params: { id } });

export const useCreateSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKeys.savedSearches() }),
  });
};

export const useUpdateSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKeys.savedSearches() }),
  });
};

export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKeys.savedSearches() }),
  });
};
