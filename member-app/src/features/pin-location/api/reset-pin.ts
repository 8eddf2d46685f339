import type { BodyOf } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /auth/reset-pin/verify-link: whether the e-mailed link can still be used. */
export const verifyPinResetLink = async (token: string) => api.verifyPinResetLink({ token });

export const getPinResetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['pin-reset-link', token],
    queryFn: () => verifyPinResetLink(token),
    retry: false,
    staleTime: 0,
  });

export const usePinResetLink = (token: string | null) =>
  useQuery({ ...getPinResetLinkQueryOptions(token ?? ''), enabled: !!token });

/** POST /auth/reset-pin with the e-mailed token. */
export const resetPin = async (body: BodyOf<'resetPin'>) => api.resetPin(body);

export const useResetPin = () => useMutation({ mutationFn: resetPin });
