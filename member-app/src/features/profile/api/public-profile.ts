import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /user/{id}/public: what other members see. */
export const getPublicProfile = async (id: string) => (await api.getPublicProfile(id)).data;

export const getPublicProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['public-profile', id], queryFn: () => getPublicProfile(id) });

export const usePublicProfile = (id: string, enabled = true) =>
  useQuery({ ...getPublicProfileQueryOptions(id), enabled });
