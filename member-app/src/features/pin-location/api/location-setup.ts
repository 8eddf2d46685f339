import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions, useStoreProfile } from '../../../lib/auth.tsx';

/** POST /user/location-setup: answers the updated member (onboarding completed at PIN_SETUP). */
export const setupLocation = async (body: BodyOf<'locationSetup'>) => (await api.locationSetup(body)).data;

export const useLocationSetup = () => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: setupLocation,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
      storeProfile(user);
    },
  });
};
