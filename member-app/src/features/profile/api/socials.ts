import type { TUpdateSocialsRequest } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /user/socials: the own social links. */
export const getSocials = async () => (await api.getSocials()).data;

export const getSocialsQueryOptions = () => queryOptions({ queryKey: ['socials'], queryFn: getSocials });

export const useSocials = () => useQuery(getSocialsQueryOptions());

/** PUT /user/socials. */
export const updateSocials = async (body: TUpdateSocialsRequest) => (await api.updateSocials(body)).data;

export const useUpdateSocials = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocials,
    onSuccess: (data) => {
      queryClient.setQueryData(getSocialsQueryOptions().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
};
