import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** POST /gift/validate-email: a member (display name), a new address (held until sign-up), or refused. */
export const validateGiftEmail = async (email: string) => (await api.validateGiftEmail({ email })).data;

export const getValidateGiftEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: giftKeys.email(email),
    queryFn: () => validateGiftEmail(email),
    staleTime: 30_000,
  });

/** Checks `email` (already debounced and well-formed, else pass null). */
export const useValidateGiftEmail = (email: string | null) =>
  useQuery({ ...getValidateGiftEmailQueryOptions(email ?? ''), enabled: email !== null, retry: false });
