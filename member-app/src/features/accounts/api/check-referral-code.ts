import { normalizeReferralCode, ZReferralCodeInput } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The invite code of a `?ref=` link as the server reads it (upper case, spaces and dashes dropped); '' if unusable. */
export const referralCodeOf = (raw: string | null): string => {
  const parsed = ZReferralCodeInput.safeParse(raw ?? '');
  return parsed.success ? normalizeReferralCode(parsed.data) : '';
};

/** GET /referral/code/{code} (public): whether the invite code is valid, and the inviter's display name. */
export const checkReferralCode = async (code: string) => (await api.checkReferralCode(code)).data;

export const checkReferralCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral-code', code],
    queryFn: () => checkReferralCode(code),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useCheckReferralCode = (code: string) =>
  useQuery({ ...checkReferralCodeQueryOptions(code), enabled: code !== '' });
