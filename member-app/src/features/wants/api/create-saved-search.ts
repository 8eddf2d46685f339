import type { TCreateSavedSearchRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * POST /saved-search: the search page's query values under a name, with how to be told of new offers.
 * Called through `api.invoke` (typed by the contracts) so the shared client's first load stays as it is.
 */
export const createSavedSearch = (body: TCreateSavedSearchRequest) =>
  api.invoke('createSavedSearch', { body });

export const useCreateSavedSearch = () => useMutation({ mutationFn: createSavedSearch });
