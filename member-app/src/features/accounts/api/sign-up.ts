import type { TSignUpRequest, TSignUpResponse } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { memberTypeOf, toLoggedInMember } from '../../../lib/member.ts';
import { memberTypeAtom, signUpDataAtom } from '../../../stores/onboarding.ts';
import { sessionAtom, userAtom } from '../../../stores/session.ts';
import { markVerificationSent } from './resend-verification.ts';

/** POST /auth/sign-up: the client stores the new tokens from the response headers. */
export const signUp = (body: TSignUpRequest): Promise<TSignUpResponse> => api.signUp(body);

/** Signs up and stores the new member as signed in (like a login). */
export const useSignUp = () => {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const setMemberType = useSetAtom(memberTypeAtom);
  const setSignUpData = useSetAtom(signUpDataAtom);
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(getUserQueryOptions(data.user.id).queryKey, data.user);
      setUser(toLoggedInMember(data.user));
      setMemberType(memberTypeOf(data.user));
      setSession({ isLoggedIn: true });
      // The password is never kept on the device.
      setSignUpData((s) => ({ ...s, custom: { email: data.user.email, password: '' } }));
      markVerificationSent();
    },
  });
};
