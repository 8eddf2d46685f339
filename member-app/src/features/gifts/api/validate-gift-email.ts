import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/**
 * POST /gift/validate-email: whether a gift to the address can be delivered (the same answer whether
 * or not it has an account), named only for a member the caller has exchanged BITS with; refused for
 * the caller's own address. Limited per member (429 RATE_LIMITED), so it is not re-tried.
 */
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
