import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions, useStoreProfile } from '../../../lib/auth.tsx';

/** POST /user/set-pin: the client stores the re-issued tokens from the response headers. */
export const setPin = async (body: BodyOf<'setPin'>) => (await api.setPin(body)).data;

export const useSetPin = () => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: setPin,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
      storeProfile(user);
    },
  });
};
