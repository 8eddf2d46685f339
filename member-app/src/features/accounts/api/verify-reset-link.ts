import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /auth/forgot-password/verify-link?token= */
export const verifyResetLink = async (token: string) => (await api.verifyResetLink(token)).data;

export const verifyResetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: () => verifyResetLink(token),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useVerifyResetLink = (token: string) =>
  useQuery({ ...verifyResetLinkQueryOptions(token), enabled: token !== '' });
